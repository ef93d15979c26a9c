import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import AcceptedRule from '@src/core/domains/validator/rules/AcceptedRule';
import AfterDateRule from '@src/core/domains/validator/rules/AfterDateRule';
import BooleanRule from '@src/core/domains/validator/rules/BooleanRule';
import EnumRule from '@src/core/domains/validator/rules/EnumRule';
import EqualsRule from '@src/core/domains/validator/rules/EqualsRule';
import JsonRule from '@src/core/domains/validator/rules/JsonRule';
import MaxRule from '@src/core/domains/validator/rules/MaxRule';
import MinRule from '@src/core/domains/validator/rules/MinRule';
import NumberRule from '@src/core/domains/validator/rules/NumberRule';
import NumericRule from '@src/core/domains/validator/rules/NumericRule';
import RegexRule from '@src/core/domains/validator/rules/RegexRule';
import RequiredRule from '@src/core/domains/validator/rules/RequiredRule';
import SameRule from '@src/core/domains/validator/rules/SameRule';
import SizeRule from '@src/core/domains/validator/rules/SizeRule';

// One field per rule, each sent with a value that fails
class PostSettingsValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        acceptTerms: [new AcceptedRule()],
        privateComments: [new BooleanRule()],
        postedAt: [new AfterDateRule({ date: new Date('2025-01-01') })],
        tags: [new MaxRule(2)],
        title: [new RequiredRule(), new MinRule(3)],
        readingMinutes: [new NumberRule()],
        page: [new NumericRule()],
        slug: [new RegexRule(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)],
        countryCode: [new SizeRule(2)],
        apiVersion: [new EqualsRule(2)],
        direction: [new EnumRule({ values: ['asc', 'desc'] })],
        metadata: [new JsonRule()],
        passwordConfirmation: [new SameRule('password')],
    };

}

export default PostSettingsValidator;
