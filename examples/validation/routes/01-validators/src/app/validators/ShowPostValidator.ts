import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import RequiredRule from '@src/core/domains/validator/rules/RequiredRule';
import UuidRule from '@src/core/domains/validator/rules/UuidRule';

class ShowPostValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        id: [new RequiredRule(), new UuidRule()],
    };

}

export default ShowPostValidator;
