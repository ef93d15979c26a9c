import { beforeAll, describe, test } from '@jest/globals';
import MaxRule from '@src/core/domains/validator/rules/MaxRule';
import MinRule from '@src/core/domains/validator/rules/MinRule';
import RequiredRule from '@src/core/domains/validator/rules/RequiredRule';
import StringRule from '@src/core/domains/validator/rules/StringRule';
import Validator from '@src/core/domains/validator/service/Validator';
import testHelper from '@src/tests/testHelper';

// Prints what a validation result holds, one RUN line per case.
describe('validated() after a failed rule', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
    });

    const rules = () => ({
        title: [new RequiredRule(), new StringRule(), new MinRule(3), new MaxRule(120)],
    });

    test.each([
        ['a title too short, then a passing rule', { title: 'Hi', extra: 'kept?' }],
        ['an empty title', { title: '', extra: 'kept?' }],
        ['a title that passes', { title: 'Hello world', extra: 'kept?' }],
    ])('%s', async (label, data) => {
        const result = await Validator.make(rules()).validate(data);
        console.log(
            `RUN ${label}: passes() ${result.passes()}, validated() ${JSON.stringify(result.validated())}, ` +
            `errors() ${JSON.stringify(result.errors())}`,
        );
    });

});
