import SendDigestSubscriberEvent from '@src/app/events/subscribers/SendDigestSubscriberEvent';
import BaseCommand from '@src/core/domains/console/base/BaseCommand';
import { dispatch } from '@src/core/domains/events/services/EventService';

export default class QueueDigestCommand extends BaseCommand {

    signature: string = 'app:queue-digest';

    description = 'Queue the weekly digest job';

    async execute() {
        await dispatch(new SendDigestSubscriberEvent({ week: '2025-23' }));
    }

}
