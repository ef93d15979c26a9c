import BaseEventListener from '@src/core/domains/events/base/BaseEventListener';
import EventRegistry from '@src/core/domains/events/registry/EventRegistry';

// Event payloads must be JSON serializable: plain strings, numbers and objects
export type PostPublishedPayload = {
    postId: string;
    title: string;
    authorEmail: string;
}

class PostPublishedListenerEvent extends BaseEventListener<PostPublishedPayload> {

    // Runs first; the subscribers listed in events.config.ts run after it
    async execute(): Promise<void> {}

}

export default EventRegistry.registerListener(PostPublishedListenerEvent);
