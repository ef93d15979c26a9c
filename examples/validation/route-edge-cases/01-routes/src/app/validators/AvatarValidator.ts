import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import SingleFileRule from '@src/core/domains/validator/rules/SingleFileRule';

class AvatarValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        avatar: [new SingleFileRule()],
    };

}

export default AvatarValidator;
