import UniqueTitleForAuthorRule from '@src/app/validators/rules/UniqueTitleForAuthorRule';
import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import RequiredRule from '@src/core/domains/validator/rules/RequiredRule';

class PostTitleValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        title: [new RequiredRule(), new UniqueTitleForAuthorRule()],
    };

}

export default PostTitleValidator;
