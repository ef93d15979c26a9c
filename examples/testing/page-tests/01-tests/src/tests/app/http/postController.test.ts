import { beforeAll, describe, expect, test } from '@jest/globals';
import PostController from '@src/app/controllers/PostController';
import PostModel from '@src/app/models/PostModel';
import HttpContext from '@src/core/domains/http/context/HttpContext';
import { TBaseRequest } from '@src/core/domains/http/interfaces/BaseRequest';
import { generateUuidV4 } from '@src/core/util/uuid/generateUuidV4';
import { resetPostsTable } from '@src/tests/app/helpers/resetPostsTable';
import testHelper from '@src/tests/testHelper';
import { Response } from 'express';

// A request, and a response that records the status and body the controller sends
const makeContext = (request: Record<string, unknown>) => {
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
    const req = { id: generateUuidV4(), params: {}, query: {}, body: {}, ...request };
    const context = new HttpContext(req as unknown as TBaseRequest, res as unknown as Response);

    return { context, sent };
};

describe('PostController', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
        await resetPostsTable();
    });

    test('show answers 404 for an unknown id', async () => {
        const id = generateUuidV4();
        const { context, sent } = makeContext({ params: { id } });

        await PostController.executeAction('show', context);

        expect(sent.status).toBe(404);
        expect(sent.body).toEqual({ error: `Post ${id} was not found` });
    });

    test('show returns the post', async () => {
        const post = PostModel.create({
            title: 'Hello',
            content: 'World',
            userId: generateUuidV4(),
            privateComments: null,
            postedAt: new Date(),
        });
        await post.save();

        const { context, sent } = makeContext({ params: { id: post.getId() } });
        await PostController.executeAction('show', context);

        expect(sent.status).toBe(200);
        expect(sent.body).toMatchObject({ data: { title: 'Hello' } });
    });

});
