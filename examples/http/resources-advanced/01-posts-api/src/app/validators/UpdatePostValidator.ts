import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import MinRule from '@src/core/domains/validator/rules/MinRule';
import NullableRule from '@src/core/domains/validator/rules/NullableRule';
import StringRule from '@src/core/domains/validator/rules/StringRule';

class UpdatePostValidator extends BaseCustomValidator {

    // every field is optional on update
    protected rules: IRulesObject = {
        title: [new NullableRule(), new StringRule(), new MinRule(3)],
        content: [new NullableRule(), new StringRule()],
    };

}

export default UpdatePostValidator;
