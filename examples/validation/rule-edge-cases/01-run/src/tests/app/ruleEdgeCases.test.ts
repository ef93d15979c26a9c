import { beforeAll, describe, jest, test } from '@jest/globals';
import SlugRule from '@src/app/validators/rules/SlugRule';
import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import { IValidatorAttributes } from '@src/core/domains/validator/interfaces/IValidator';
import MaxRule from '@src/core/domains/validator/rules/MaxRule';
import MinRule from '@src/core/domains/validator/rules/MinRule';
import NullableRule from '@src/core/domains/validator/rules/NullableRule';
import RequiredRule from '@src/core/domains/validator/rules/RequiredRule';
import StringRule from '@src/core/domains/validator/rules/StringRule';
import Validator from '@src/core/domains/validator/service/Validator';
import testHelper from '@src/tests/testHelper';

// Booting the app can take a while on a busy machine
jest.setTimeout(120000);

// Prints what a validation result holds, one RUN line per case.

const outcome = async (rules: IRulesObject, data: IValidatorAttributes, messages: Record<string, string> = {}) => {
    try {
        const result = await Validator.make(rules, messages).validate(data);
        return `passes() ${result.passes()}, errors() ${JSON.stringify(result.errors())}`;
    }
    catch (error) {
        return `throws ${(error as Error).constructor.name}: ${(error as Error).message}`;
    }
};

// SlugRule, clearing the message a previous run may have left on the instance
class FreshSlugRule extends SlugRule {

    public async test(): Promise<boolean> {
        this.errorMessage = undefined;
        return super.test();
    }

}

// customValidation returns false but reports nothing with addErrors()
class TitleNotContentValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        title: [new RequiredRule(), new StringRule()],
    };

    public async customValidation(data: IValidatorAttributes): Promise<boolean> {
        return data.title !== data.content;
    }

}

// the same check, reported with addErrors() before returning false
class TitleNotContentWithErrorsValidator extends TitleNotContentValidator {

    public async customValidation(data: IValidatorAttributes): Promise<boolean> {
        if (data.title === data.content) {
            this.addErrors({ content: ['The content must be more than a repeat of the title.'] });
            return false;
        }

        return true;
    }

}

describe('rule behavior', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
    });

    test('NullableRule with MinRule', async () => {
        console.log(`RUN age [Nullable, Min(18)], age 1: ${await outcome({ age: [new NullableRule(), new MinRule(18)] }, { age: 1 })}`);
        console.log(`RUN age [Min(18)], age 1: ${await outcome({ age: [new MinRule(18)] }, { age: 1 })}`);
        console.log(`RUN tags [Nullable, Min(3)], tags ['a']: ${await outcome({ tags: [new NullableRule(), new MinRule(3)] }, { tags: ['a'] })}`);
        console.log(`RUN name [Nullable, Min(3)], name 'ab': ${await outcome({ name: [new NullableRule(), new MinRule(3)] }, { name: 'ab' })}`);
        console.log(`RUN name [Nullable, Min(3)], name '': ${await outcome({ name: [new NullableRule(), new MinRule(3)] }, { name: '' })}`);
    });

    test('wildcard keys', async () => {
        const comments = [{ body: 'Great post!' }, { author: 'no body here' }, { body: 'abcdefgh' }];

        console.log(`RUN 'tags.*' [Required], tags ['a', 'b']: ${await outcome({ 'tags.*': [new RequiredRule()] }, { tags: ['a', 'b'] })}`);
        console.log(`RUN 'comments.*.body' [Required], one comment without a body: ${await outcome({ 'comments.*.body': [new RequiredRule()] }, { comments })}`);
        console.log(`RUN 'comments.*.body' [Max(3)], bodies of 11 and 8 characters: ${await outcome({ 'comments.*.body': [new MaxRule(3)] }, { comments })}`);
        console.log(`RUN 'comments.*.body' [Max(1)], the same three comments: ${await outcome({ 'comments.*.body': [new MaxRule(1)] }, { comments })}`);
        console.log(`RUN 'comments.*.body' [String], one body is a number: ${await outcome({ 'comments.*.body': [new StringRule()] }, { comments: [{ body: 'ok' }, { body: 42 }] })}`);
        console.log(`RUN 'author.name' [Required, String], author {}: ${await outcome({ 'author.name': [new RequiredRule(), new StringRule()] }, { author: {} })}`);
    });

    test('RequiredRule on objects', async () => {
        console.log(`RUN postedAt [Required], a Date: ${await outcome({ postedAt: [new RequiredRule()] }, { postedAt: new Date() })}`);
        console.log(`RUN settings [Required], {}: ${await outcome({ settings: [new RequiredRule()] }, { settings: {} })}`);
    });

    test('a message thrown inside test()', async () => {
        const slug = new SlugRule();
        const first = await outcome({ slug }, { slug: 'Hello-World' });
        const second = await outcome({ slug }, { slug: 'hello world' });

        console.log(`RUN one SlugRule instance, 'Hello-World' then 'hello world': ${first} / ${second}`);
        const fresh = new FreshSlugRule();
        const freshFirst = await outcome({ slug: fresh }, { slug: 'Hello-World' });
        const freshSecond = await outcome({ slug: fresh }, { slug: 'hello world' });

        console.log(`RUN one FreshSlugRule instance (clears the message in test()), the same two values: ${freshFirst} / ${freshSecond}`);
        console.log(`RUN a new SlugRule, 'hello world': ${await outcome({ slug: new SlugRule() }, { slug: 'hello world' })}`);
        console.log(`RUN a new SlugRule with a 'slug.slug' message, 'Hello-World': ` +
            `${await outcome({ slug: new SlugRule() }, { slug: 'Hello-World' }, { 'slug.slug': 'Use a lower-case slug such as my-first-post.' })}`);
    });

    test('customValidation returning false', async () => {
        const data = { title: 'Same text', content: 'Same text' };
        const withoutErrors = await new TitleNotContentValidator().validate(data);
        const withErrors = await new TitleNotContentWithErrorsValidator().validate(data);

        console.log(`RUN customValidation returns false, no addErrors(): passes() ${withoutErrors.passes()}, errors() ${JSON.stringify(withoutErrors.errors())}`);
        console.log(`RUN customValidation calls addErrors() and returns false: passes() ${withErrors.passes()}, errors() ${JSON.stringify(withErrors.errors())}`);
    });

});
