import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import MinRule from '@src/core/domains/validator/rules/MinRule';
import NullableRule from '@src/core/domains/validator/rules/NullableRule';
import StringRule from '@src/core/domains/validator/rules/StringRule';

class UpdatePostValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        title: [new NullableRule(), new StringRule(), new MinRule(3)],
        content: [new NullableRule(), new StringRule()],
    };

    public async customValidation(data: Record<string, unknown>): Promise<boolean> {
        if (typeof data.title === 'string' && data.title === data.content) {
            this.addErrors({ content: ['The content must be more than a repeat of the title.'] });
            return false;
        }

        return true;
    }

}

export default UpdatePostValidator;
