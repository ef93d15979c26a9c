import MinWordsRule from '@src/app/validators/rules/MinWordsRule';
import SlugRule from '@src/app/validators/rules/SlugRule';
import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import CustomRule from '@src/core/domains/validator/rules/CustomRule';
import NullableRule from '@src/core/domains/validator/rules/NullableRule';
import RequiredRule from '@src/core/domains/validator/rules/RequiredRule';

class PostDraftValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        title: [
            new RequiredRule(),
            new CustomRule(async (rule) => {
                const title = String(rule.getAttributeData() ?? '');
                return title !== title.toUpperCase();
            }, {
                errorTemplate: 'The :attribute must not be written in capital letters only.',
            }),
        ],
        content: [new RequiredRule(), new MinWordsRule(50)],
        slug: [new NullableRule(), new SlugRule()],
    };

}

export default PostDraftValidator;
