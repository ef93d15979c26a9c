import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import MaxRule from '@src/core/domains/validator/rules/MaxRule';
import MinRule from '@src/core/domains/validator/rules/MinRule';
import NullableRule from '@src/core/domains/validator/rules/NullableRule';
import StringRule from '@src/core/domains/validator/rules/StringRule';

// Every field is optional on update: NullableRule lets a missing field pass the other rules
class UpdatePostValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        title: [new NullableRule(), new StringRule(), new MinRule(3), new MaxRule(120)],
        content: [new NullableRule(), new StringRule()],
    }

    // NullableRule lets an empty string pass too, which would blank the field: refuse it here
    public async customValidation(data: Record<string, unknown>): Promise<boolean> {
        const empty = ['title', 'content'].filter(field => data[field] === '');

        for (const field of empty) {
            this.addErrors({ [field]: [`The ${field} field must not be empty.`] });
        }

        return empty.length === 0;
    }

}

export default UpdatePostValidator;
