import fs from 'fs';
import path from 'path';
import { beforeAll, describe, jest, test } from '@jest/globals';
import { EnvironmentTesting } from '@src/core/consts/Environment';
import UploadedFile from '@src/core/domains/http/data/UploadedFile';
import LoggerProvider from '@src/core/domains/logger/providers/LoggerProvider';
import StorageFile from '@src/core/domains/storage/data/StorageFile';
import StorageProvider from '@src/core/domains/storage/providers/StorageProvider';
import AmazonS3StorageService from '@src/core/domains/storage/services/AmazonS3StorageService';
import { storage } from '@src/core/domains/storage/services/StorageService';
import Kernel from '@src/core/Kernel';

// Prints what storage calls do, one RUN line per case. Absolute paths are shown as <project>.
const clean = (text: string) => text.split(process.cwd()).join('<project>');

const attempt = async (run: () => Promise<unknown> | unknown): Promise<string> => {
    try {
        const result = await run();
        return result === undefined ? 'undefined' : clean(JSON.stringify(result));
    }
    catch (err) {
        const error = err as Error & { code?: string };
        return clean(`throws ${error.constructor.name}${error.code ? ` (${error.code})` : ''}: ${error.message}`);
    }
};

// A file as express-busboy leaves it: storage/tmp/<uuid>/<field>/<filename>
const fakeUpload = (uuid: string, filename: string, content: string) => {
    const dir = path.join(process.cwd(), 'storage', 'tmp', uuid, 'photos');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, filename), content);
    return new UploadedFile({
        uuid, field: 'photos', file: path.join(dir, filename), filename, encoding: '7bit',
        mimetype: 'image/jpeg', truncated: false, done: true,
    });
};

describe('storage', () => {

    beforeAll(async () => {
        await Kernel.boot({
            environment: EnvironmentTesting,
            providers: [new LoggerProvider(), new StorageProvider()],
        }, {});

        for (const folder of ['covers', 'drafts']) {
            fs.rmSync(path.join(storage().getStorageDirectory(), folder), { recursive: true, force: true });
        }
        fs.mkdirSync(path.join(storage().getStorageDirectory(), 'drafts'), { recursive: true });
    });

    test('filesystem put(), get() and delete()', async () => {
        const draft = path.join(storage().getStorageDirectory(), 'drafts', 'cover.png');
        fs.writeFileSync(draft, 'first');

        console.log(`RUN put(draft, 'covers/post-1.png') without a covers folder: ` +
            await attempt(() => storage().fileSystem().put(draft, 'covers/post-1.png')));

        fs.mkdirSync(path.join(storage().getStorageDirectory(), 'covers'));
        const stored = await storage().fileSystem().put(draft, 'covers/post-1.png');
        console.log(`RUN put() after mkdir: key ${stored.getKey()}, source ${stored.getSource()}, draft still exists ${fs.existsSync(draft)}`);

        fs.writeFileSync(draft, 'second');
        await storage().fileSystem().put('drafts/cover.png', 'covers/post-1.png');
        console.log(`RUN put() onto the same destination: content now "${fs.readFileSync(stored.getMetaValue<string>('fullPath') as string, 'utf8')}"`);

        console.log(`RUN get('covers/post-1.png'): ${await attempt(async () => (await storage().fileSystem().get('covers/post-1.png')).toObject())}`);
        console.log(`RUN get('covers/none.png'): ${await attempt(() => storage().fileSystem().get('covers/none.png'))}`);
        const gone = new StorageFile({ key: '/covers/none.png', meta: { fullPath: path.join(storage().getStorageDirectory(), 'covers', 'none.png') } });
        console.log(`RUN get(a StorageFile whose fullPath is missing): ${await attempt(() => storage().fileSystem().get(gone))}`);
        console.log(`RUN get(a StorageFile without fullPath): ${await attempt(() => storage().fileSystem().get(new StorageFile({ key: 'covers/post-1.png', source: 's3' })))}`);

        console.log(`RUN delete('covers/post-1.png'): ${await attempt(() => storage().fileSystem().delete('covers/post-1.png'))}, ` +
            `again: ${await attempt(() => storage().fileSystem().delete('covers/post-1.png'))}`);
    });

    test('service helpers', async () => {
        const fullPath = path.join(storage().getStorageDirectory(), 'exports', 'posts.csv');
        console.log(`RUN toStorageFile(fullPath): ${await attempt(() => storage().toStorageFile(fullPath).toObject())}`);
        console.log(`RUN driver('gcs'): ${await attempt(() => storage().driver('gcs'))}`);
        console.log(`RUN driver('s3') === s3(): ${storage().driver('s3') === storage().s3()}`);
        const file = new StorageFile({ key: 'a', meta: { empty: '', zero: 0 } });
        console.log(`RUN getMetaValue('empty') ${await attempt(() => file.getMetaValue('empty'))}, ` +
            `getMetaValue('zero') ${await attempt(() => file.getMetaValue('zero'))}, getPresignedUrl() ${await attempt(() => file.getPresignedUrl())}`);
        console.log(`RUN getStorageDirectory() ${clean(storage().getStorageDirectory())}, getUploadsDirectory() ${clean(storage().getUploadsDirectory())}`);
    });

    test('moveUploadedFile()', async () => {
        const avatar = fakeUpload('d1f0c7a2', 'me.png', 'avatar');
        const sizeBefore = avatar.getSizeKb();
        const stored = await storage().moveUploadedFile(avatar, 'avatars/ignored.png');
        console.log(`RUN moveUploadedFile(avatar, 'avatars/ignored.png'): key matches /uploads/<timestamp>/me.png ` +
            `${/^\/uploads\/\d+\/me\.png$/.test(stored.getKey())}, source ${stored.getSource()}, temporary file exists ${fs.existsSync(avatar.getFilepath())}`);
        console.log(`RUN getSizeKb() before ${sizeBefore.toFixed(4)}, after: ${await attempt(() => avatar.getSizeKb())}`);

        // Two phones' photos, both named image.jpg, moved within the same millisecond (the clock is pinned)
        const first = fakeUpload('5a1b', 'image.jpg', 'photo one');
        const second = fakeUpload('9c2d', 'image.jpg', 'photo two');
        const clock = jest.spyOn(Date.prototype, 'getTime').mockReturnValue(1749203712345);
        const keys = [
            (await storage().moveUploadedFile(first)).getKey(),
            (await storage().moveUploadedFile(second)).getKey(),
        ];
        clock.mockRestore();
        const folder = path.join(storage().getUploadsDirectory(), '1749203712345');
        console.log(`RUN two image.jpg in one millisecond: keys ${JSON.stringify(keys)}, files in the folder ` +
            `${JSON.stringify(fs.readdirSync(folder))}, content "${fs.readFileSync(path.join(folder, 'image.jpg'), 'utf8')}"`);
        fs.rmSync(folder, { recursive: true, force: true });
    });

    test('S3 get() builds a signed URL without contacting AWS', async () => {
        const s3 = new AmazonS3StorageService({
            accessKeyId: 'AKIAEXAMPLEBLOGKEY01',
            secretAccessKey: 'example-secret-access-key-change-me',
            bucket: 'larascript-blog-uploads',
            region: 'eu-west-2',
        });

        for (const params of [undefined, { Expires: 600 }]) {
            const file = await s3.get('covers/does-not-exist.png', params);
            const url = new URL(file.getPresignedUrl() as string);
            console.log(`RUN s3 get(key, ${JSON.stringify(params ?? null)}): key ${file.getKey()}, source ${file.getSource()}, ` +
                `host ${url.host}, path ${url.pathname}, query keys ${[...url.searchParams.keys()].join(',')}, ` +
                `X-Amz-Expires ${url.searchParams.get('X-Amz-Expires')}`);
        }
    });

});
