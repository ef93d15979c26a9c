import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { TCastableType } from '@src/core/domains/cast/interfaces/IHasCastableConcern';
import Model from '@src/core/domains/models/base/Model';
import { IModelAttributes } from '@src/core/domains/models/interfaces/IModel';
import { app } from '@src/core/services/App';
import testHelper from '@src/tests/testHelper';
import { DataTypes } from 'sequelize';

// The same test runs in 2.0.3, 2.0.4 and 2.0.5 and prints one RUN line per case.

interface NoteAttributes extends IModelAttributes {
    title: string;
    views: number | null;
    a: string; b: string; c: string; d: string; e: string; f: string; g: string; h: string;
}

class Note extends Model<NoteAttributes> {

    public table: string = 'upgrade_notes';

    fields: string[] = ['title', 'views', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'createdAt', 'updatedAt'];

    guarded: string[] = ['h'];

    protected casts?: Record<string, TCastableType> = { views: 'number' };

}

const show = (value: unknown) => JSON.stringify(value);

const body = { title: 'Hello', views: 3, a: 'a', b: 'b', c: 'c', d: 'd', e: 'e', f: 'f', g: 'g', h: 'h' };

const text = { type: DataTypes.STRING, allowNull: true };

describe('model attributes', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
        const schema = app('db').schema();
        await schema.dropTable('upgrade_notes').catch(() => undefined);
        await schema.createTable('upgrade_notes', {
            title: text, views: { type: DataTypes.INTEGER, allowNull: true },
            a: text, b: text, c: text, d: text, e: text, f: text, g: text, h: text,
            createdAt: DataTypes.DATE, updatedAt: DataTypes.DATE,
        });
    }, 120_000);

    afterAll(async () => {
        await app('db').schema().dropTable('upgrade_notes');
    }, 60_000);

    test('empty model', async () => {
        const note = Note.create<Note>();
        console.log(`RUN empty model: getAttributes() ${show(note.getAttributes())}, toObject() ${show(await note.toObject())}`);
    });

    test('returned object', async () => {
        const note = Note.create<Note>({ title: 'Hello' });
        const attributes = note.getAttributes() as NoteAttributes;
        attributes.title = 'Changed';
        console.log(`RUN changing the object getAttributes() returned: the model's title is ${show(note.getAttributeSync('title'))}`);
    });

    test('reading casts', async () => {
        const note = Note.create<Note>({ views: '5' as unknown as number });
        const before = typeof note.attributes?.views;
        note.getAttributes();
        console.log(`RUN views '5' with a number cast, stored value before a read: ${before}, after getAttributes(): ${typeof note.attributes?.views}`);
    });

    test('setting casts', async () => {
        const note = Note.create<Note>();
        await note.setAttribute('views', '7' as unknown as number);
        const castable = show(note.attributes?.views);
        await note.setAttribute('views', 'many' as unknown as number);
        const uncastable = show(note.attributes?.views);
        await note.fill({ views: '8' as unknown as number });
        console.log(`RUN setAttribute('views', '7') stores ${castable}, setAttribute('views', 'many') stores ${uncastable}, fill({ views: '8' }) stores ${show(note.attributes?.views)}`);
    });

    test('create() does not cast', async () => {
        const note = Note.create<Note>({ views: 'many' as unknown as number });
        console.log(`RUN Note.create({ views: 'many' }) stores ${show(note.attributes?.views)}, getAttributes().views is ${show(note.getAttributes()?.views)}`);
    });

    test('fill() then save(), as ResourceCreateService did', async () => {
        for (const awaited of [false, true]) {
            const note = Note.create<Note>();
            if (awaited) {
                await note.fill(body);
            }
            else {
                note.fill(body);
            }
            await note.save();
            const saved = await Note.query().find(note.getId() as string);
            const stored = Object.keys(body).filter((key) => saved?.getAttributeSync(key as keyof NoteAttributes) !== null && saved?.getAttributeSync(key as keyof NoteAttributes) !== undefined);
            console.log(`RUN ${awaited ? 'await note.fill(body)' : 'note.fill(body) without await'}, then save(): ${stored.length} of ${Object.keys(body).length} keys in the saved row (${stored.join(', ')})`);
            if (awaited) {
                console.log(`RUN after save(), the model still holds the guarded attribute h: ${show(note.attributes?.h ?? null)}`);
            }
        }
    }, 60_000);

});
