import { beforeAll, describe, jest, test } from '@jest/globals';
import PostPresenter from '@src/app/presenters/PostPresenter';
import ExporterRegistry from '@src/app/services/ExporterRegistry';
import BaseSimpleRegister from '@src/core/base/BaseSimpleRegister';
import HasSimpleRegisterConcern from '@src/core/concerns/HasSimpleRegisterConcern';
import { EnvironmentTesting } from '@src/core/consts/Environment';
import LoggerProvider from '@src/core/domains/logger/providers/LoggerProvider';
import LoggerService, { logger } from '@src/core/domains/logger/services/LoggerService';
import Model from '@src/core/domains/models/base/Model';
import ValidatorProvider from '@src/core/domains/validator/providers/ValidatorProvider';
import ArrayRule from '@src/core/domains/validator/rules/ArrayRule';
import StringRule from '@src/core/domains/validator/rules/StringRule';
import Validator from '@src/core/domains/validator/service/Validator';
import Kernel from '@src/core/Kernel';
import EnvService from '@src/core/services/EnvService';
import { TClassConstructor } from '@src/core/interfaces/ClassConstructor.t';
import captureError from '@src/core/util/captureError';
import castObject from '@src/core/util/castObject';
import checksumFile from '@src/core/util/checksum';
import compose from '@src/core/util/compose';
import DotNotationDataExtrator from '@src/core/util/data/DotNotation/DataExtractor/DotNotationDataExtrator';
import DotNotationParser from '@src/core/util/data/DotNotation/Parser/DotNotationParser';
import { deepClone } from '@src/core/util/deepClone';
import minExecTime from '@src/core/util/minExecTime';
import MoveObjectToProperty from '@src/core/util/MoveObjectToProperty';
import parseBooleanFromString from '@src/core/util/parseBooleanFromString';
import PrefixedPropertyGrouper from '@src/core/util/PrefixedPropertyGrouper';
import { prettifyStack } from '@src/core/util/prettifyStack';
import replaceEnvValue from '@src/core/util/replaceEnvValue';
import returnOrThrow from '@src/core/util/returns/returnOrThrow';
import forceString from '@src/core/util/str/forceString';
import Str from '@src/core/util/str/Str';
import { generateUuidV4 } from '@src/core/util/uuid/generateUuidV4';
import uuid, { isUuid, validateUuid } from '@src/core/utility/uuid';
import dotenv from 'dotenv';
import fs from 'fs';
import path from 'path';

jest.setTimeout(120_000);

// Values as a reader would write them
const show = (value: unknown): string => {
    if (typeof value === 'string') return value.includes('\n') ? JSON.stringify(value) : `'${value}'`;
    if (value === undefined) return 'undefined';
    if (value instanceof Date) return 'a Date';
    if (value instanceof Map) return `Map(${JSON.stringify([...value.entries()])})`;
    return JSON.stringify(value, (_key, v) => (v === undefined ? '<undefined>' : v)).replace(/"<undefined>"/g, 'undefined');
};

// What a call returns or throws, as one line
const outcome = async (fn: () => unknown): Promise<string> => {
    try {
        return `returns ${show(await fn())}`;
    }
    catch (err) {
        // Errors from Node's own modules are not instances of the test's Error class
        const error = err as { name?: string, message?: string, code?: string };
        if (typeof error?.message !== 'string') return `throws ${show(err)}`;
        return `throws ${error.name}${error.code ? ` (code ${error.code})` : ''}: ${error.message}`;
    }
};

const run = (text: string) => console.log(`RUN ${text}`);
const region = (name: string) => console.log(`// #region ${name}`);
const endRegion = () => console.log('// #endregion');

// Everything a call prints to the console (winston's console transport and console.log), without timestamps
const printed = async (fn: () => unknown): Promise<{ lines: string[], error: unknown }> => {
    const chunks: string[] = [];
    const write = process.stdout.write;
    const log = console.log;
    process.stdout.write = ((chunk: string | Uint8Array) => {
        chunks.push(String(chunk));
        return true;
    }) as typeof process.stdout.write;
    console.log = (...args: unknown[]) => {
        chunks.push(`console.log: ${args.map(a => (Array.isArray(a) ? `[${a.map(show).join(', ')}]` : String(a))).join(' ')}\n`);
    };
    let error: unknown = undefined;
    try {
        await fn();
    }
    catch (err) {
        error = err;
    }
    finally {
        process.stdout.write = write;
        console.log = log;
    }
    const lines = chunks.join('').split('\n').filter(line => line.trim() !== '')
        .map(line => line.replace(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d /, '').trimEnd());
    return { lines, error };
};

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));
const logFile = path.resolve('storage/logs/larascript.log');

describe('captureError before the logger is bound', () => {

    // #region capture-error-unbound
    test('no logger', async () => {
        region('capture-error-unbound');
        // A fresh copy of the framework's modules, so that the kernel booted below is not touched
        let freshCaptureError: typeof captureError = captureError;
        jest.isolateModules(() => {
            freshCaptureError = require('@src/core/util/captureError').default;
        });
        run(`before boot: captureError(async () => { throw new Error('boom') }) ${await outcome(() => freshCaptureError(async () => {
            throw new Error('boom');
        }))}`);
        endRegion();
    });
    // #endregion

});

describe('the utilities', () => {

    beforeAll(async () => {
        await Kernel.boot({ environment: EnvironmentTesting, providers: [new LoggerProvider(), new ValidatorProvider()] }, {});
    });

    // #region strings
    test('Str and forceString', async () => {
        region('strings');
        const calls: [string, (s: string) => string, string[]][] = [
            ['plural', Str.plural, ['post', 'BlogPost', 'posts', 'category', 'person', 'status', '']],
            ['snakeCase', Str.snakeCase, ['BlogPost', 'createdAt', 'Post Title', 'user-profile', 'post_title', 'APIKey', 'userID', '']],
            ['camelCase', Str.camelCase, ['blog post', 'Post Title', 'BlogPost', 'post_title', 'user-profile', '']],
            ['startWithUppercase', Str.startWithUppercase, ['post', 'blog post', '']],
            ['startWithLowercase', Str.startWithLowercase, ['PostModel', '']],
            ['startLowerCase', Str.startLowerCase, ['APIKey']],
            ['convertToSafeMethod', Str.convertToSafeMethod, ['send weekly digest', 'post.published', 'user.password-reset', 'my_command', '2024-09-06 create user model.ts', '123 go', ' padded ', '']],
            ['convertToSafeFileName', Str.convertToSafeFileName, ['create-posts-table', 'create posts table', 'Add tags to posts!', '2024-09-06 create user model.ts', '']],
        ];
        for (const [name, fn, inputs] of calls) {
            for (const input of inputs) {
                run(`Str.${name}(${show(input)}) → ${show(fn(input))}`);
            }
        }
        run(`Str.snakeCase(null) ${await outcome(() => Str.snakeCase(null as unknown as string))}`);
        for (const name of ['BlogPost', 'PostComment', 'Category', 'People']) {
            run(`Model.formatTableName(${show(name)}) → ${show(Model.formatTableName(name))}`);
        }
        const values: [string, unknown][] = [
            ["'hello'", 'hello'], ['42', 42], ['true', true], ['null', null], ['undefined', undefined],
            ["['a', 'b']", ['a', 'b']], ['{ a: 1 }', { a: 1 }],
        ];
        for (const [label, value] of values) {
            run(`forceString(${label}) → ${show(forceString(value))}`);
        }
        endRegion();
    });
    // #endregion

    // #region uuid
    test('uuid', async () => {
        region('uuid');
        const values: unknown[] = [
            '3b241101-e2bb-4255-8caf-4136c566a962',
            '3B241101-E2BB-4255-8CAF-4136C566A962',
            '3b241101-e2bb-1255-8caf-4136c566a962',
            '64f1c2e8a1b2c3d4e5f60718',
            123, null, undefined,
        ];
        for (const value of values) {
            run(`isUuid(${show(value)}) → ${isUuid(value)}`);
        }
        const generated = generateUuidV4();
        run(`generateUuidV4(): 36 characters ${generated.length === 36}, lower-case ${generated === generated.toLowerCase()}, version digit ${generated[14]}, isUuid ${isUuid(generated)}`);
        run(`validateUuid(generateUuidV4()) ${await outcome(() => validateUuid(generateUuidV4()))}`);
        run(`validateUuid('../../.env') ${await outcome(() => validateUuid('../../.env'))}`);
        try {
            validateUuid('../../.env');
        }
        catch (err) {
            run(`its constructor is Error: ${(err as Error).constructor === Error}`);
        }
        run(`the default export has isUuid and validateUuid: ${typeof uuid.isUuid === 'function' && typeof uuid.validateUuid === 'function'}`);
        endRegion();
    });
    // #endregion

    // #region capture-error
    test('captureError', async () => {
        region('capture-error');
        let value: unknown;
        const resolved = await printed(async () => {
            value = await captureError(async () => 42);
        });
        run(`captureError(async () => 42) resolves ${show(value)}, printed ${resolved.lines.length} line(s)`);

        const failure = new Error('Newsletter API answered 503');
        const failed = await printed(() => captureError(async () => {
            throw failure;
        }));
        run(`a callback that throws new Error('Newsletter API answered 503'): rethrows the same error ${failed.error === failure}`);
        failed.lines.slice(0, 1).forEach(line => run(`  printed: ${line}`));
        await sleep(1000);
        run(`  in storage/logs/larascript.log: ${fs.readFileSync(logFile, 'utf8').includes('Newsletter API answered 503')}`);

        const text = await printed(() => captureError(async () => {
            throw 'not an Error';
        }));
        run(`a callback that throws the string 'not an Error': rethrows ${show(text.error)}, printed ${text.lines.length} line(s)`);

        const empty = await printed(() => captureError(async () => {
            throw new Error('');
        }));
        run(`a callback that throws new Error(''): rethrows an Error ${empty.error instanceof Error}, printed ${empty.lines.length} line(s)`);
        endRegion();
    });
    // #endregion

    // #region checksum
    test('checksumFile', async () => {
        region('checksum');
        fs.mkdirSync('storage/tmp', { recursive: true });
        fs.writeFileSync('storage/tmp/hello.txt', 'hello\n');
        fs.writeFileSync('storage/tmp/hello-crlf.txt', 'hello\r\n');
        fs.copyFileSync('storage/tmp/hello.txt', 'storage/tmp/copy-of-hello.txt');
        run(`checksumFile('storage/tmp/hello.txt') ${await outcome(() => checksumFile('storage/tmp/hello.txt'))}`);
        run(`checksumFile('storage/tmp/hello.txt', 'md5') ${await outcome(() => checksumFile('storage/tmp/hello.txt', 'md5'))}`);
        run(`checksumFile('storage/tmp/hello.txt', 'sha512'): ${(await checksumFile('storage/tmp/hello.txt', 'sha512')).length} characters`);
        run(`a copy under another name has the same checksum: ${await checksumFile('storage/tmp/copy-of-hello.txt') === await checksumFile('storage/tmp/hello.txt')}`);
        run(`"hello\\r\\n" has the same checksum as "hello\\n": ${await checksumFile('storage/tmp/hello-crlf.txt') === await checksumFile('storage/tmp/hello.txt')}`);
        run(`checksumFile('storage/tmp/missing.txt') ${await outcome(() => checksumFile('storage/tmp/missing.txt'))}`);
        run(`checksumFile('storage/tmp') ${await outcome(() => checksumFile('storage/tmp'))}`);
        run(`checksumFile('storage/tmp/hello.txt', 'sha999') ${await outcome(() => checksumFile('storage/tmp/hello.txt', 'sha999'))}`);
        endRegion();
    });
    // #endregion

    // #region compose
    test('compose and BaseSimpleRegister', async () => {
        region('compose-order');
        class Base {

            describe(): string {
                return 'Base';
            }

        }
        const A = (Parent: TClassConstructor) => class extends Parent {

            describe(): string {
                return `A(${super.describe()})`;
            }

        };
        const B = (Parent: TClassConstructor) => class extends Parent {

            describe(): string {
                return `B(${super.describe()})`;
            }

        };
        run(`new (compose(Base, A, B))().describe() → ${show(new (compose(Base, A, B))().describe())}`);
        run(`compose(Base) === Base → ${compose(Base) === Base}`);
        endRegion();

        region('compose-presenter');

        const presenter = new PostPresenter();
        run(`new PostPresenter().slugify('Hello, World!') → ${show(presenter.slugify('Hello, World!'))}`);
        run(`new PostPresenter().excerpt('A first post. ' × 12, 120) → ${presenter.excerpt('A first post. '.repeat(12), 120).length} characters ending in ${show(presenter.excerpt('A first post. '.repeat(12), 120).slice(-3))}`);
        endRegion();

        region('compose-register');
        const exporters = new ExporterRegistry();
        exporters.add('json', (rows) => JSON.stringify(rows));
        run(`exporters.get('json')([{ title: 'Hello' }]) → ${show(exporters.get('json')([{ title: 'Hello' }]))}`);
        run(`exporters.get('csv') ${await outcome(() => exporters.get('csv'))}`);

        const register = new BaseSimpleRegister();
        register.srSetValue('title', 'Hello', 'posts');
        run(`srSetValue('title', 'Hello', 'posts') before srCreateList('posts'): srListExists('posts') ${register.srListExists('posts')}, srGetValue ${show(register.srGetValue('title', 'posts'))}`);
        register.srCreateList('posts');
        register.srSetValue('title', 'Hello', 'posts');
        run(`after srCreateList('posts') and srSetValue(…): srHasValue ${register.srHasValue('title', 'posts')}, srGetValue ${show(register.srGetValue('title', 'posts'))}`);
        register.srCreateList('posts');
        run(`srCreateList('posts') again: srHasValue('title', 'posts') ${register.srHasValue('title', 'posts')}`);
        run(`srGetList('missing') → ${show(register.srGetList('missing'))}`);
        register.srClearList('cleared');
        run(`srClearList('cleared') on a missing list: srListExists('cleared') ${register.srListExists('cleared')}`);
        run(`srDeleteList('missing') ${await outcome(() => register.srDeleteList('missing'))}`);
        register.srUpdateList('tags', new Map([['news', 1]]));
        run(`srUpdateList('tags', new Map([['news', 1]])) on a missing list: srGetValue('news', 'tags') ${show(register.srGetValue('news', 'tags'))}`);
        run(`srCommand('getValue', { key: 'news', listName: 'tags' }) → ${show(register.srCommand('getValue', { key: 'news', listName: 'tags' }))}`);

        const first = new BaseSimpleRegister();
        const second = new BaseSimpleRegister();
        first.srCommand('createList');
        second.srCommand('createList');
        first.srCommand('setValue', { key: 'answer', value: 42 });
        run(`two registers, each srCommand('createList'); first.srCommand('setValue', { key: 'answer', value: 42 }): second.srCommand('getValue', { key: 'answer' }) → ${show(second.srCommand('getValue', { key: 'answer' }))}, the list is named ${show([...first.srGetList('defaultList').keys()].length ? 'defaultList' : '?')}`);
        const third = new BaseSimpleRegister();
        const fourth = new BaseSimpleRegister();
        third.srCreateList('own');
        fourth.srCreateList('own');
        third.srSetValue('answer', 42, 'own');
        run(`the same with srCreateList('own'): fourth.srGetValue('answer', 'own') → ${show(fourth.srGetValue('answer', 'own'))}`);

        class Greeter {

            hello(): string {
                return 'hello';
            }

        }
        const composed = new (compose(Greeter, HasSimpleRegisterConcern))();
        run(`new (compose(Greeter, HasSimpleRegisterConcern))(): hello is ${typeof composed.hello}, instanceof BaseSimpleRegister ${composed instanceof BaseSimpleRegister}`);
        endRegion();
    });
    // #endregion

    // #region dot-notation
    test('dot notation', async () => {
        region('dot-notation-paths');
        const body = {
            title: 'Hello',
            author: { name: 'Jane', email: 'jane@example.com' },
            tags: ['news', 'tech'],
            comments: [
                { body: 'Nice', user: { name: 'Bob' } },
                { body: 'Great', user: { name: 'Ann' } },
            ],
            meta: { published: false, views: 0, note: null, empty: '' },
        };
        const paths = ['title', 'author.email', 'author', 'tags.0', 'comments.1.body', 'comments.*.body', 'comments.*.user.name',
            'meta.published', 'meta.views', 'meta.note', 'meta.empty', 'author.phone', 'comments.5.body'];
        for (const p of paths) {
            run(`reduceOne(body, ${show(p)}) → ${await outcome(() => DotNotationDataExtrator.reduceOne(body, p))}`);
        }
        run(`reduceMany(body, ['title', 'author.email', 'comments.*.body']) → ${show(DotNotationDataExtrator.reduceMany(body, ['title', 'author.email', 'comments.*.body']))}`);
        const withThird = { comments: [...body.comments, { body: 'Hmm' }] };
        run(`a third comment without a user: reduceOne(…, 'comments.*.user.name') → ${show(DotNotationDataExtrator.reduceOne(withThird, 'comments.*.user.name'))}`);

        const blog = {
            posts: [
                { title: 'A', comments: [{ body: 'x' }, { body: 'y' }] },
                { title: 'B', comments: [{ body: 'z' }] },
            ],
        };
        run(`reduceOne(blog, 'posts.*.comments.*.body') → ${show(DotNotationDataExtrator.reduceOne(blog, 'posts.*.comments.*.body'))}`);
        run(`reduceOne(blog.posts, '*.title') → ${show(DotNotationDataExtrator.reduceOne(blog.posts, '*.title'))}`);

        endRegion();

        region('dot-notation-ending');
        const endings: [string, unknown, string][] = [
            ['{ tags: [\'news\', \'tech\'] }', { tags: ['news', 'tech'] }, 'tags.*'],
            ['{ tags: [] }', { tags: [] }, 'tags.*'],
            ['{ tags: \'news\' }', { tags: 'news' }, 'tags.*'],
            ['{}', {}, 'tags.*'],
            ['body', body, 'comments.*'],
            ['[\'news\', \'tech\']', ['news', 'tech'], '*'],
            ['{}', {}, '*'],
        ];
        for (const [label, data, p] of endings) {
            run(`reduceOne(${label}, ${show(p)}) ${await outcome(() => DotNotationDataExtrator.reduceOne(data, p))}`);
        }
        const tagsRule = async (data: Record<string, unknown>) => {
            const result = await Validator.make({ 'tags.*': [new StringRule()] }).validate(data);
            return `passes() ${result.passes()}, errors() ${show(result.errors())}`;
        };
        run(`a 'tags.*' rule, body { tags: ['news'] }: ${await outcome(() => tagsRule({ tags: ['news'] }))}`);
        run(`a 'tags.*' rule, body { title: 'Hello' }: ${await outcome(() => tagsRule({ title: 'Hello' }))}`);
        run(`a 'tags' rule with ArrayRule, body { tags: ['news'] }: passes() ${await outcome(async () => (await Validator.make({ tags: [new ArrayRule()] }).validate({ tags: ['news'] })).passes())}`);
        run(`a 'comments.*.body' rule with StringRule, a comment body 42: errors() ${await outcome(async () => (await Validator.make({ 'comments.*.body': [new StringRule()] }).validate({ comments: [{ body: 42 }] })).errors())}`);

        endRegion();

        region('dot-notation-parser');
        const parsed = DotNotationParser.parse('comments.0.user.name');
        run(`parse('comments.0.user.name'): getFirst() ${show(parsed.getFirst())}, getNext() ${show(parsed.getNext())}, getRest() ${show(parsed.getRest())}, getParts() ${show(parsed.getParts())}, getFullPath() ${show(parsed.getFullPath())}, isNestedIndex() ${parsed.isNestedIndex()}`);
        run(`parse('0').getFirst() → ${show(DotNotationParser.parse('0').getFirst())} (${typeof DotNotationParser.parse('0').getFirst()})`);
        run(`parse('title').getRest() → ${show(DotNotationParser.parse('title').getRest())}, getNext() → ${show(DotNotationParser.parse('title').getNext())}, isNestedIndex() → ${DotNotationParser.parse('title').isNestedIndex()}`);
        run(`parse('name', 'users').getPrevious() → ${show(DotNotationParser.parse('name', 'users').getPrevious())}`);
        parsed.forward(2);
        run(`after forward(2): getFirst() ${show(parsed.getFirst())}, getFullPath() ${show(parsed.getFullPath())}`);
        run(`new DotNotationParser().getFirst() ${await outcome(() => new DotNotationParser().getFirst())}`);
        run(`new DotNotationParser().getFullPath() ${await outcome(() => new DotNotationParser().getFullPath())}`);
        endRegion();
    });
    // #endregion

    // #region move-object-to-property
    test('MoveObjectToProperty', async () => {
        region('move-object-to-property');
        const formatter = new MoveObjectToProperty();
        formatter.addOption('authorData', 'author');
        const rows: Record<string, unknown>[] = [
            { id: 'p1', title: 'Hello', authorData: { id: 'u1', email: 'jane@example.com' } },
            { id: 'p2', title: 'No author yet' },
            { id: 'p3', title: 'Guest post', author: { guest: true }, authorData: { email: 'guest@example.com' } },
        ];
        const firstRow = rows[0];
        const result = formatter.format<Record<string, unknown>[]>(rows);
        result.forEach((row, i) => run(`row ${i + 1} → ${show(row)}`));
        run(`the result is the same array ${result === rows}, and its first row the same object ${result[0] === firstRow}`);

        const others: [string, unknown][] = [['null', null], ['0', 0], ["''", ''], ["'text'", 'text'], ["['a', 'b']", ['a', 'b']]];
        for (const [label, value] of others) {
            run(`authorData: ${label} → ${show(new MoveObjectToProperty().format([{ id: 'p4', authorData: value }], [{ column: 'authorData', targetProperty: 'author' }]))}`);
        }
        const ordered = new MoveObjectToProperty();
        ordered.addOption('first', 'author');
        ordered.addOption('second', 'author');
        run(`two options on one target → ${show(ordered.format([{ first: { name: 'A', role: 'x' }, second: { name: 'B' } }]))}`);
        run(`getFormatterOptions() after two addOption() calls: ${ordered.getFormatterOptions()?.length} options`);
        endRegion();
    });
    // #endregion

    // #region parse-boolean
    test('parseBooleanFromString', async () => {
        region('parse-boolean');
        const env = dotenv.parse([
            'TRUE_LOWER=true', 'TRUE_UPPER=TRUE', 'TRUE_TITLE=True', 'ONE=1', 'YES=yes',
            'FALSE_LOWER=false', 'ZERO=0', 'NO=no', 'EMPTY=', 'SPACED= true ', 'QUOTED_SPACE=" true"',
        ].join('\n'));
        for (const [key, value] of Object.entries(env)) {
            run(`${key}: dotenv gives ${show(value)}, parseBooleanFromString(value, 'true') → ${parseBooleanFromString(value, 'true')}, with 'false' → ${parseBooleanFromString(value, 'false')}`);
        }
        run(`not set: parseBooleanFromString(undefined, 'true') → ${parseBooleanFromString(undefined, 'true')}, with 'false' → ${parseBooleanFromString(undefined, 'false')}`);
        endRegion();
    });
    // #endregion

    // #region prefixed-property-grouper
    test('PrefixedPropertyGrouper', async () => {
        region('prefixed-property-grouper');
        const rows = [
            { id: 'p1', title: 'Hello', userId: 'u1', author_id: 'u1', author_email: 'jane@example.com', author_firstName: 'Jane' },
            { id: 'p2', title: 'Orphan', userId: null, author_id: null, author_email: null, author_firstName: null },
        ];
        const grouper = new PrefixedPropertyGrouper();
        const grouped = grouper.format<Record<string, unknown>[]>(rows, [{ columnPrefix: 'author_', targetProperty: 'author' }]);
        grouped.forEach((row, i) => run(`row ${i + 1} → ${show(row)}`));
        run(`the input rows are unchanged: ${'author_id' in rows[0] && !('author' in rows[0])}`);

        const withNull = new PrefixedPropertyGrouper();
        withNull.setFormatterOptions([{ columnPrefix: 'author_', targetProperty: 'author', setTargetPropertyNullWhenObjectAllNullish: true }]);
        run(`with setTargetPropertyNullWhenObjectAllNullish → ${show(withNull.format([{ id: 'p2', author_id: null, author_email: null }]))}`);
        const added = new PrefixedPropertyGrouper();
        added.addOption('author', 'author');
        run(`addOption('author', 'author') stores ${show(added.getFormatterOptions())}`);

        const option = [{ columnPrefix: 'author_', targetProperty: 'author' }];
        run(`no author_ column → ${show(new PrefixedPropertyGrouper().format([{ id: 'p3' }], option))}`);
        run(`an existing author property → ${show(new PrefixedPropertyGrouper().format([{ author: 'Jane', author_id: 'u1' }], option))}`);
        run(`undefined values, null option on → ${show(withNull.format([{ author_id: undefined }]))}`);
        run(`prefixes author_ and author_profile_ → ${show(new PrefixedPropertyGrouper().format([{ author_id: 'u1', author_profile_bio: 'Hi' }], [
            { columnPrefix: 'author_', targetProperty: 'author' },
            { columnPrefix: 'author_profile_', targetProperty: 'profile' },
        ]))}`);
        run(`author_author_id → ${show(new PrefixedPropertyGrouper().format([{ author_author_id: 'u1' }], option))}`);
        endRegion();
    });
    // #endregion

    // #region logger
    test('the logger', async () => {
        region('logger');
        const results: [string, string, string][] = [];
        const calls: [string, () => unknown, string][] = [
            ["logger().info('Post published', 'p_123')", () => logger().info('Post published', 'p_123'), 'Post published,p_123'],
            ["logger().warn('Slow query on posts')", () => logger().warn('Slow query on posts'), 'Slow query on posts'],
            ["logger().error('Could not send newsletter')", () => logger().error('Could not send newsletter'), 'Could not send newsletter'],
            ["logger().debug('debug line')", () => logger().debug('debug line'), 'debug line'],
            ["logger().verbose('verbose line')", () => logger().verbose('verbose line'), 'verbose line'],
            ["logger().exception(new Error('Payment declined'))", () => logger().exception(new Error('Payment declined')), 'Payment declined'],
            ["logger().console('goes to console.log only')", () => logger().console('goes to console.log only'), 'goes to console.log only'],
            ["(logger() as LoggerService).help('help line')", () => (logger() as LoggerService).help('help line'), 'help line'],
            ["(logger() as LoggerService).data('data line')", () => (logger() as LoggerService).data('data line'), 'data line'],
        ];
        for (const [label, fn, marker] of calls) {
            const { lines, error } = await printed(fn);
            results.push([label, error ? `throws ${(error as Error).name}: ${(error as Error).message}` : `prints ${lines.length ? show(lines[0]) : 'nothing'}`, marker]);
        }
        await sleep(1500);
        const logged = fs.readFileSync(logFile, 'utf8');
        for (const [label, result, marker] of results) {
            run(`${label} ${result}; in the log file: ${logged.includes(marker)}`);
        }
        run(`logger().getLogger() is a winston logger with level ${show(logger().getLogger().level)}`);
        endRegion();
    }, 30_000);
    // #endregion

    // #region min-exec-time
    test('minExecTime', async () => {
        region('min-exec-time');
        let start = Date.now();
        const value = await minExecTime(500, async () => 'done');
        run(`minExecTime(500, async () => 'done') resolves ${show(value)} after at least 500 ms: ${Date.now() - start >= 495}`);

        start = Date.now();
        const failed = await outcome(() => minExecTime(500, async () => {
            throw new Error('User not found');
        }));
        run(`minExecTime(500, …) whose function throws at once: ${failed} before the 500 ms are up: ${Date.now() - start < 450}`);
        endRegion();
    }, 30_000);
    // #endregion

    // #region smaller-helpers
    test('deepClone, castObject, returnOrThrow, prettifyStack', async () => {
        region('smaller-helpers');
        const original = { title: 'Hello', tags: ['news'], postedAt: new Date('2025-06-08T10:00:00Z') };
        const copy = deepClone(original);
        copy.tags.push('tech');
        run(`deepClone: after copy.tags.push('tech'), original.tags ${show(original.tags)}; copy.postedAt is a new Date ${copy.postedAt instanceof Date && copy.postedAt !== original.postedAt}`);

        const input = { views: '42', published: 'true', postedAt: '2025-06-08T10:00:00Z', title: 'Hello' };
        const cast = castObject<{ views: number; published: boolean; postedAt: Date; title: string }>(
            input,
            { views: 'number', published: 'boolean', postedAt: 'date' },
        );
        run(`castObject(…) → views ${show(cast.views)} (${typeof cast.views}), published ${show(cast.published)}, postedAt ${show(cast.postedAt)}, title ${show(cast.title)}`);
        run(`castObject returns the object it was given: ${cast === (input as unknown)}; input.views is now ${show(input.views)} (${typeof input.views})`);
        run(`castObject({ views: 'many' }, { views: 'number' }) ${await outcome(() => castObject({ views: 'many' }, { views: 'number' }))}`);

        run(`returnOrThrow({ shouldThrow: false, …, returns: true }) ${await outcome(() => returnOrThrow({ shouldThrow: false, throwable: new Error('A post needs a title'), returns: true }))}`);
        run(`returnOrThrow({ shouldThrow: true, throwable: new Error('A post needs a title'), … }) ${await outcome(() => returnOrThrow({ shouldThrow: true, throwable: new Error('A post needs a title'), returns: true }))}`);
        run(`returnOrThrow({ shouldThrow: false, …, returns: undefined }) ${await outcome(() => returnOrThrow({ shouldThrow: false, throwable: new Error('A post needs a title') }))}`);
        run(`returnOrThrow({ shouldThrow: false, …, returns: null }) ${await outcome(() => returnOrThrow({ shouldThrow: false, throwable: new Error('A post needs a title'), returns: null }))}`);

        const lines = prettifyStack(new Error('boom').stack) ?? [];
        run(`prettifyStack(new Error('boom').stack): first line ${show(lines[0])}, the others start with 'at ': ${lines.slice(1).every(line => line.startsWith('at '))}`);
        run(`prettifyStack('') → ${show(prettifyStack(''))}, prettifyStack(undefined) → ${show(prettifyStack(undefined))}`);
        endRegion();
    });
    // #endregion

    // #region env
    test('replaceEnvValue and EnvService', async () => {
        region('env');
        run(`replaceEnvValue('APP_PORT', '6000', 'APP_PORT=5000\\nMY_APP_PORT=7000') → ${show(replaceEnvValue('APP_PORT', '6000', 'APP_PORT=5000\nMY_APP_PORT=7000'))}`);

        const env = new EnvService();
        run(`new EnvService(): envPath is <project>/.env ${env.envPath === path.resolve('.env')}, envExamplePath is <project>/.env.example ${env.envExamplePath === path.resolve('.env.example')}`);
        fs.writeFileSync('storage/tmp/test.env', 'WEBHOOK_SECRET=\nAPP_PORT=5000\n');
        await env.updateValues({ WEBHOOK_SECRET: 'abc123', NEW_KEY: 'x' }, 'storage/tmp/test.env');
        run(`updateValues({ WEBHOOK_SECRET: 'abc123', NEW_KEY: 'x' }) → the file holds ${show(fs.readFileSync('storage/tmp/test.env', 'utf8'))}`);
        await env.updateValues({ WEBHOOK_SECRET: 'abc123' }, 'storage/tmp/missing.env');
        run(`updateValues(…) on a missing file: the file exists afterwards ${fs.existsSync('storage/tmp/missing.env')}`);
        fs.writeFileSync('storage/tmp/target.env', 'KEEP=me\n');
        env.copyFileFromEnvExample('.env.example', 'storage/tmp/target.env');
        run(`copyFileFromEnvExample('.env.example', an existing file) → the file still holds ${show(fs.readFileSync('storage/tmp/target.env', 'utf8'))}`);
        env.copyFileFromEnvExample('.env.example', 'storage/tmp/new.env');
        run(`copyFileFromEnvExample('.env.example', a missing file) → copied: ${fs.readFileSync('storage/tmp/new.env', 'utf8') === fs.readFileSync('.env.example', 'utf8')}`);
        run(`fetchAndUpdateContent(…, { APP_PORT: '6000' }) → ${show(await env.fetchAndUpdateContent('storage/tmp/test.env', { APP_PORT: '6000' }))}, the file still holds APP_PORT=5000 ${fs.readFileSync('storage/tmp/test.env', 'utf8').includes('APP_PORT=5000')}`);
        endRegion();
    });
    // #endregion

});
