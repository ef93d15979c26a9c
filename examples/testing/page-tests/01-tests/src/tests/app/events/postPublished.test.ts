import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import PostPublishedListener, { PostPublishedPayload } from '@src/app/events/listeners/PostPublishedListener';
import PostModel from '@src/app/models/PostModel';
import PostPublisher from '@src/app/services/PostPublisher';
import EventNotDispatchedException from '@src/core/domains/events/exceptions/EventNotDispatchedException';
import { events } from '@src/core/domains/events/services/EventService';
import { generateUuidV4 } from '@src/core/util/uuid/generateUuidV4';
import { resetPostsTable } from '@src/tests/app/helpers/resetPostsTable';
import testHelper from '@src/tests/testHelper';

describe('publishing a post', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
        await resetPostsTable();
    });

    afterEach(() => {
        events().resetMockEvents();
    });

    test('dispatches PostPublishedListener with the post id', async () => {
        events().mockEvent(PostPublishedListener);

        const post = new PostModel({
            title: 'Launch day',
            content: 'We are live.',
            userId: generateUuidV4(),
            privateComments: null,
            postedAt: null,
        });
        await post.save();

        await new PostPublisher().publish(post);

        expect(post.getAttributeSync('postedAt')).toBeInstanceOf(Date);
        expect(
            events().assertDispatched<PostPublishedPayload>(PostPublishedListener, (payload) => payload.postId === post.getId()),
        ).toBe(true);
    });

    test('fails loudly when nothing was dispatched', () => {
        events().mockEvent(PostPublishedListener);

        expect(() => events().assertDispatched(PostPublishedListener)).toThrow(EventNotDispatchedException);
    });

});
