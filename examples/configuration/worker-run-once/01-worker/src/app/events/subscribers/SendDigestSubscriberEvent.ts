import BaseEventSubscriber from '@src/core/domains/events/base/BaseEventSubciber';
import QueueableDriver from '@src/core/domains/events/drivers/QueableDriver';
import EventRegistry from '@src/core/domains/events/registry/EventRegistry';

export type SendDigestPayload = {
    week: string;
};

// A queued job that always fails, as if the mail provider were down.
class SendDigestSubscriberEvent extends BaseEventSubscriber<SendDigestPayload> {

    protected namespace: string = 'blog';

    constructor(payload: SendDigestPayload | null = null) {
        super(payload, QueueableDriver);
    }

    getQueueName(): string {
        return 'default';
    }

    async execute(): Promise<void> {
        throw new Error(`Digest for week ${this.getPayload().week} not sent: mail provider unreachable`);
    }

}

export default EventRegistry.registerSubscriber(SendDigestSubscriberEvent);
