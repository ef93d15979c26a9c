import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import MaxRule from '@src/core/domains/validator/rules/MaxRule';
import MinRule from '@src/core/domains/validator/rules/MinRule';
import RequiredRule from '@src/core/domains/validator/rules/RequiredRule';
import StringRule from '@src/core/domains/validator/rules/StringRule';

class CreatePostValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        title: [new RequiredRule(), new StringRule(), new MinRule(3), new MaxRule(120)],
        content: [new RequiredRule(), new StringRule()],
    };

}

export default CreatePostValidator;
