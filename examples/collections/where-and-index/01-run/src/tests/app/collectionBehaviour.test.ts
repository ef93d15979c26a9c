import { describe, test } from '@jest/globals';
import { collect } from '@src/core/domains/collections/helper/collect';

// Prints what collection methods return, one RUN line per case. No app boot is needed.
const show = (value: unknown): string => {
    if (typeof value === 'number' && !Number.isFinite(value)) {
        return String(value);
    }
    return value === undefined ? 'undefined' : JSON.stringify(value);
};

const attempt = (run: () => unknown): string => {
    try {
        return show(run());
    }
    catch (err) {
        return `throws ${(err as Error).constructor.name}: ${(err as Error).message}`;
    }
};

const posts = () => collect<{ title: string; privateComments?: string | null }>([
    { title: 'Hello Larascript', privateComments: null },
    { title: 'Collections in practice', privateComments: 'check the numbers' },
    { title: 'Events explained' },
]);

const titlesOf = (items: { title: string }[]) => items.map((item) => item.title);

describe('collection behaviour', () => {

    test('where() with an undefined value', () => {
        const maybeUndefined: string | null | undefined = undefined;

        for (const operator of ['===', '==', '!=', '!==', '<>', '>'] as const) {
            console.log(`RUN where('privateComments', '${operator}', undefined): ` +
                attempt(() => titlesOf(posts().where('privateComments', operator, maybeUndefined).all())));
        }

        const withOperatorValue = collect([{ status: '!==' }, { status: 'draft' }]);
        console.log(`RUN where('status', '!==', undefined) on [{status:'!=='},{status:'draft'}]: ` +
            attempt(() => withOperatorValue.where('status', '!==', undefined).all()));
    });

    test('where() with null', () => {
        console.log(`RUN where('privateComments', '!==', null): ` +
            attempt(() => titlesOf(posts().where('privateComments', '!==', null).all())));
        console.log(`RUN where('privateComments', '===', null): ` +
            attempt(() => titlesOf(posts().where('privateComments', '===', null).all())));

        for (const operator of ['==', '!=', '<>'] as const) {
            console.log(`RUN where('views', '${operator}', null) on [{views:5}]: ` +
                attempt(() => collect([{ views: 5 }]).where('views', operator, null).all()));
        }
        console.log(`RUN where('views', '==', null) on [{views:0}]: ` +
            attempt(() => collect([{ views: 0 }]).where('views', '==', null).all()));
    });

    test('where() with == and !=', () => {
        const rows = () => collect<{ id: unknown }>([{ id: 1 }, { id: '1' }, { id: true }, { id: 'true' }]);

        console.log(`RUN where('id', '==', 1): ${attempt(() => rows().where('id', '==', 1).all())}`);
        console.log(`RUN where('id', '==', '1'): ${attempt(() => rows().where('id', '==', '1').all())}`);
        console.log(`RUN where('id', '==', true): ${attempt(() => rows().where('id', '==', true).all())}`);
        console.log(`RUN where('id', '!=', 1): ${attempt(() => rows().where('id', '!=', 1).all())}`);

        const stats = collect([
            { title: 'Hello Larascript', views: 1200 },
            { title: 'Collections in practice', views: 310 },
            { title: 'Events explained', views: 45 },
        ]);
        console.log(`RUN where('views', '>=', 300).count(): ${attempt(() => stats.where('views', '>=', 300).count())}`);
    });

    test('aggregates', () => {
        const stats = collect([
            { title: 'Hello Larascript', views: 1200, comments: 14 },
            { title: 'Collections in practice', views: 310, comments: 3 },
            { title: 'Events explained', views: 45, comments: 0 },
        ]);
        console.log(`RUN sum('views') ${show(stats.sum('views'))}, average('comments') ${show(stats.average('comments'))}, ` +
            `max('views') ${show(stats.max('views'))}, min('comments') ${show(stats.min('comments'))}`);

        const empty = collect<{ views: number }>();
        console.log(`RUN empty: sum ${show(empty.sum('views'))}, average ${show(empty.average('views'))}, ` +
            `max ${show(empty.max('views'))}, min ${show(empty.min('views'))}, first() ${show(empty.first())}, ` +
            `last() ${show(empty.last())}, isEmpty() ${show(empty.isEmpty())}`);
    });

    test('index access and iteration', () => {
        const titles = collect(['Hello Larascript', 'Collections in practice']);

        console.log(`RUN titles[0] ${show(titles[0])}, titles[5] ${show(titles[5])}, get(5) ${show(titles.get(5))}`);
        titles[2] = 'Events explained';
        console.log(`RUN after titles[2] = ...: count() ${titles.count()}, all() ${show(titles.all())}`);

        console.log(`RUN for...of: ${attempt(() => {
            const seen: unknown[] = [];
            for (const title of titles as unknown as Iterable<string>) {
                seen.push(title);
            }
            return seen;
        })}`);
        console.log(`RUN spread [...titles]: ${attempt(() => [...(titles as unknown as Iterable<string>)])}`);

        const chained = collect(['a', 'b', 'c']).filter((item) => item !== 'a');
        console.log(`RUN collect([...]).filter(fn)[0] ${show(chained[0])}, .first() ${show(chained.first())}, .get(0) ${show(chained.get(0))}`);
        const cloned = collect(['a', 'b']).clone();
        console.log(`RUN clone()[0] ${show(cloned[0])}, clone().first() ${show(cloned.first())}`);

        console.log(`RUN JSON.stringify(collect(['a', 'b'])): ${JSON.stringify(collect(['a', 'b']))}`);
    });

    test('methods that change the collection', () => {
        const tags = collect(['node', 'typescript', 'php']);
        tags.remove(2);
        const afterTwo = show(tags.all());
        tags.remove(-1);
        const afterMinusOne = show(tags.all());
        tags.remove(9);
        console.log(`RUN remove(2) ${afterTwo}, then remove(-1) ${afterMinusOne}, then remove(9) ${show(tags.all())}`);

        const slugs = collect(['hello-world', 'draft']);
        console.log(`RUN set(1, ...) returns ${show(slugs.set(1, 'collections-in-practice'))}, all() ${show(slugs.all())}`);

        const headings = collect(['collections', 'events']);
        const mapped = headings.map((heading) => heading.toUpperCase());
        console.log(`RUN map(): same object ${mapped === headings}, original now ${show(headings.all())}`);

        const numbers = collect([1, 2, 3, 4]);
        const copy = numbers.clone().filter((n) => n > 2);
        console.log(`RUN clone().filter(): clone ${show(copy.all())}, original ${show(numbers.all())}`);
        numbers.filter((n) => n > 2);
        console.log(`RUN filter() without clone: original now ${show(numbers.all())}`);

        const shared = collect(['a', 'b']);
        shared.toCollectJs().push('c');
        const afterPush = show(shared.all());
        shared.toCollectJs().splice(0, 1);
        console.log(`RUN toCollectJs().push('c') -> ${afterPush}; toCollectJs().splice(0, 1) -> ${show(shared.all())}`);

        const list = collect(['x']);
        list.all().push('y');
        console.log(`RUN all().push('y') -> count() ${list.count()}`);
    });

});
