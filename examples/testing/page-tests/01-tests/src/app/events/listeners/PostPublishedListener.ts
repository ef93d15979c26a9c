import BaseEventListener from '@src/core/domains/events/base/BaseEventListener';
import EventRegistry from '@src/core/domains/events/registry/EventRegistry';

export type PostPublishedPayload = {
    postId: string;
    userId: string;
};

class PostPublishedListener extends BaseEventListener<PostPublishedPayload> {

    async execute(): Promise<void> {
        // subscribers configured in events.config.ts run after this
    }

}

export default EventRegistry.registerListener(PostPublishedListener);
