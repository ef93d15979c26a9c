import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import StringRule from '@src/core/domains/validator/rules/StringRule';

// A key that ends in *
class TagsValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        'tags.*': [new StringRule()],
    };

}

export default TagsValidator;
