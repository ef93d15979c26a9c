import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import DateRule from '@src/core/domains/validator/rules/DateRule';
import MaxRule from '@src/core/domains/validator/rules/MaxRule';
import MinRule from '@src/core/domains/validator/rules/MinRule';
import NullableRule from '@src/core/domains/validator/rules/NullableRule';
import RequiredRule from '@src/core/domains/validator/rules/RequiredRule';
import StringRule from '@src/core/domains/validator/rules/StringRule';

class CreatePostValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        title: [new RequiredRule(), new StringRule(), new MinRule(3), new MaxRule(120)],
        content: [new RequiredRule(), new StringRule()],
        privateComments: [new NullableRule(), new StringRule()],
        postedAt: [new NullableRule(), new DateRule()],
    };

    protected messages: Record<string, string> = {
        'title.required': 'Every post needs a title.',
        'title.min': 'The title needs at least 3 characters.',
    };

}

export default CreatePostValidator;
