import { PostPublishedPayload } from '@src/app/events/listeners/PostPublishedListenerEvent';
import BaseEventSubscriber from '@src/core/domains/events/base/BaseEventSubciber';
import SyncDriver from '@src/core/domains/events/drivers/SyncDriver';
import EventRegistry from '@src/core/domains/events/registry/EventRegistry';
import Mail from '@src/core/domains/mail/data/Mail';
import { mail } from '@src/core/domains/mail/services/MailService';

class SendPublishedEmailSubscriberEvent extends BaseEventSubscriber<PostPublishedPayload> {

    protected namespace: string = 'blog';

    // SyncDriver: runs right away, inside the request that published the post
    constructor(payload: PostPublishedPayload | null = null) {
        super(payload, SyncDriver);
    }

    getQueueName(): string {
        return 'default';
    }

    async execute(): Promise<void> {
        const { postId, title, authorEmail } = this.getPayload();

        await mail().send(new Mail({
            to: authorEmail,
            from: 'blog@example.com',
            subject: `Your post "${title}" is live`,
            body: `<p>Readers can now find it at /posts/${postId}.</p>`,
        }));
    }

}

export default EventRegistry.registerSubscriber(SendPublishedEmailSubscriberEvent);
