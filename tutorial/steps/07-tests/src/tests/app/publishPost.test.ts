import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import PostController from '@src/app/controllers/PostController';
import PostPublishedListenerEvent, { PostPublishedPayload } from '@src/app/events/listeners/PostPublishedListenerEvent';
import PostModel from '@src/app/models/PostModel';
import { IUserModel } from '@src/core/domains/auth/interfaces/models/IUserModel';
import { db } from '@src/core/domains/database/services/Database';
import { events } from '@src/core/domains/events/services/EventService';
import HttpContext from '@src/core/domains/http/context/HttpContext';
import { TBaseRequest } from '@src/core/domains/http/interfaces/BaseRequest';
import { generateUuidV4 } from '@src/core/util/uuid/generateUuidV4';
import { postsTable, resetPostsTable } from '@src/tests/app/helpers/postsTable';
import testHelper from '@src/tests/testHelper';
import { Response } from 'express';

// The test kernel has no HTTP server: call the action the way the router does, with a
// request that carries the signed-in user and a response that records what is sent.
const callAction = async (action: string, params: Record<string, string>, user: IUserModel) => {
    const sent: { status?: number; body?: unknown } = {};
    const res = {
        setHeader: () => res,
        status: (code: number) => {
            sent.status = code;
            return res;
        },
        send: (body?: unknown) => {
            sent.body = body;
            return res;
        },
    };
    const req = { id: generateUuidV4(), params, query: {}, body: {}, user };
    await PostController.executeAction(action, new HttpContext(req as unknown as TBaseRequest, res as unknown as Response));

    return sent;
};

// Just enough of a user for the controller: an id and an e-mail address
const fakeUser = (id: string, email: string) => ({ getId: () => id, getEmail: () => email }) as unknown as IUserModel;

describe('publishing a post', () => {

    const ada = fakeUser(generateUuidV4(), 'ada@example.com');
    const bob = fakeUser(generateUuidV4(), 'bob@example.com');

    beforeAll(async () => {
        await testHelper.testBootApp();
        await resetPostsTable();
    });

    afterAll(async () => {
        events().resetMockEvents();
        await db().schema('postgres').dropTable(postsTable);
    });

    test('the author publishes the post and the event is dispatched', async () => {
        const post = PostModel.factory().make({ userId: ada.getId() as string });
        await post.save();
        events().mockEvent(PostPublishedListenerEvent);

        const sent = await callAction('publish', { id: post.getId() as string }, ada);

        expect(sent.status).toBe(200);
        expect(events().assertDispatched<PostPublishedPayload>(
            PostPublishedListenerEvent,
            (payload) => payload.postId === post.getId() && payload.authorEmail === 'ada@example.com',
        )).toBe(true);
    });

    test('another user gets 403 and the post stays a draft', async () => {
        const post = PostModel.factory().make({ userId: ada.getId() as string });
        await post.save();

        const sent = await callAction('publish', { id: post.getId() as string }, bob);
        await post.refresh();

        expect(sent.status).toBe(403);
        expect(post.getAttributeSync('publishedAt')).toBeNull();
    });

});
