import { beforeAll, describe, test } from '@jest/globals';
import { queryBuilder } from '@src/core/domains/eloquent/services/EloquentQueryBuilderService';
import BaseEvent from '@src/core/domains/events/base/BaseEvent';
import BaseEventListener from '@src/core/domains/events/base/BaseEventListener';
import BaseEventSubscriber from '@src/core/domains/events/base/BaseEventSubciber';
import QueueableDriver from '@src/core/domains/events/drivers/QueableDriver';
import SyncDriver from '@src/core/domains/events/drivers/SyncDriver';
import { TEventWorkerOptions } from '@src/core/domains/events/interfaces/IEventWorkerConcern';
import { events } from '@src/core/domains/events/services/EventService';
import resetWorkerTables from '@src/tests/larascript/events/helpers/createWorketTables';
import TestFailedWorkerModel from '@src/tests/larascript/models/models/TestFailedWorkerModel';
import TestWorkerModel from '@src/tests/larascript/models/models/TestWorkerModel';
import testHelper from '@src/tests/testHelper';

// Prints what the event service and the worker do, one RUN line per case.
// The test kernel's queue driver stores rows in testsWorker and failed jobs in testsWorkerFailed,
// two tables with the same columns as worker_queue and a fixed failed_workers (queueName, failedAt).

type NotePayload = { title: string };

class NoteEvent extends BaseEvent<NotePayload> {
    protected namespace: string = 'docs';
}

class BrokenSyncEvent extends BaseEvent<NotePayload> {
    protected namespace: string = 'docs';

    async execute(): Promise<void> {
        throw new Error('sync execute failed');
    }
}

class FailingQueuedEvent extends BaseEvent<NotePayload> {
    protected namespace: string = 'docs';

    constructor(payload: NotePayload | null = null) {
        super(payload, QueueableDriver);
    }

    getQueueName(): string {
        return 'failing';
    }

    async execute(): Promise<void> {
        throw new Error('queued execute failed');
    }
}

class SlowQueuedEvent extends BaseEvent<NotePayload> {
    protected namespace: string = 'docs';

    static runs = 0;

    constructor(payload: NotePayload | null = null) {
        super(payload, QueueableDriver);
    }

    getQueueName(): string {
        return 'slow';
    }

    async execute(): Promise<void> {
        SlowQueuedEvent.runs++;
        await new Promise((resolve) => setTimeout(resolve, 1500));
    }
}

// Its constructor picks no driver: whoever dispatches it chooses
class ReportEvent extends BaseEvent<NotePayload> {
    protected namespace: string = 'docs';

    static runs = 0;

    getQueueName(): string {
        return 'reports';
    }

    async execute(): Promise<void> {
        ReportEvent.runs++;
    }
}

class PostQueuedListenerEvent extends BaseEventListener<NotePayload> {
    protected namespace: string = 'docs';

    static runs = 0;

    constructor(payload?: NotePayload) {
        super(payload, QueueableDriver);
    }

    getQueueName(): string {
        return 'listeners';
    }

    async execute(): Promise<void> {
        PostQueuedListenerEvent.runs++;
    }
}

class CountingSubscriberEvent extends BaseEventSubscriber<NotePayload> {
    protected namespace: string = 'docs';

    static runs = 0;

    constructor(payload: NotePayload | null = null) {
        super(payload, SyncDriver);
    }

    async execute(): Promise<void> {
        CountingSubscriberEvent.runs++;
    }
}

const workerOptions = (queueName: string, overrides: Partial<TEventWorkerOptions> = {}): TEventWorkerOptions => ({
    ...(events().getDriverOptionsByName('QueueableDriver')?.options as TEventWorkerOptions),
    queueName,
    ...overrides,
});

const queueRows = async (queueName: string) => {
    const rows = await queryBuilder(TestWorkerModel).where('queueName', queueName).get();
    return JSON.stringify(rows.all().map((row) => ({
        attempt: row.getAttributeSync('attempt'),
        retries: row.getAttributeSync('retries'),
    })));
};

describe('events: mocks, the worker and re-dispatching', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
        await resetWorkerTables();

        for (const eventClass of [NoteEvent, BrokenSyncEvent, FailingQueuedEvent, SlowQueuedEvent, ReportEvent,
            PostQueuedListenerEvent, CountingSubscriberEvent]) {
            events().registerEvent(eventClass);
        }
        events().registerListeners([{ listener: PostQueuedListenerEvent, subscribers: [CountingSubscriberEvent] }]);
    });

    test('assertDispatched() after two dispatches', async () => {
        events().mockEvent(NoteEvent);
        await events().dispatch(new NoteEvent({ title: 'first' }));
        await events().dispatch(new NoteEvent({ title: 'second' }));

        console.log(`RUN two dispatches: callback for 'first' ${events().assertDispatched<NotePayload>(NoteEvent, (p) => p.title === 'first')}, ` +
            `callback for 'second' ${events().assertDispatched<NotePayload>(NoteEvent, (p) => p.title === 'second')}`);

        events().resetMockEvents();
        events().mockEvent(NoteEvent);
        await events().dispatch(new NoteEvent({ title: 'second' }));
        console.log(`RUN after resetMockEvents() and mockEvent(): callback for 'second' ` +
            `${events().assertDispatched<NotePayload>(NoteEvent, (p) => p.title === 'second')}`);
        events().resetMockEvents();
    });

    test('a mocked event whose execute() throws', async () => {
        events().mockEvent(BrokenSyncEvent);
        let outcome = 'resolved';
        try {
            await events().dispatch(new BrokenSyncEvent({ title: 'x' }));
        }
        catch (err) {
            outcome = `rejected with "${(err as Error).message}"`;
        }
        console.log(`RUN dispatch() ${outcome}; assertDispatched() ${events().assertDispatched(BrokenSyncEvent)}`);
        events().resetMockEvents();
    });

    test('the worker uses the retries stored in the row', async () => {
        await events().dispatch(new FailingQueuedEvent({ title: 'retries' }));
        console.log(`RUN after dispatch (driver option retries 3): rows ${await queueRows('failing')}`);

        for (let pass = 1; pass <= 3; pass++) {
            await events().runWorker(workerOptions('failing', { retries: 1 }));
            const failed = await queryBuilder(TestFailedWorkerModel).where('eventName', 'docs/FailingQueuedEvent').count();
            console.log(`RUN worker pass ${pass} with option retries 1: rows ${await queueRows('failing')}, failed jobs ${failed}`);
        }

        const failedJob = await queryBuilder(TestFailedWorkerModel).where('eventName', 'docs/FailingQueuedEvent').firstOrFail();
        const payload = failedJob.getAttributeSync('payload');
        console.log(`RUN failed job read back (PostgreSQL JSON column): typeof payload ${typeof payload}, ` +
            `payload ${JSON.stringify(payload)}, error ${JSON.stringify(failedJob.getAttributeSync('error'))}`);
    });

    test('two passes that overlap', async () => {
        await events().dispatch(new SlowQueuedEvent({ title: 'slow' }));

        const firstPass = events().runWorker(workerOptions('slow'));
        await new Promise((resolve) => setTimeout(resolve, 500));
        const secondPass = events().runWorker(workerOptions('slow'));
        await Promise.all([firstPass, secondPass]);

        console.log(`RUN a 1.5 s job, second pass started 0.5 s after the first: execute() ran ${SlowQueuedEvent.runs} time(s), ` +
            `rows left ${await queueRows('slow')}`);
    });

    test('re-dispatching a job, as a retry command does', async () => {
        const queued = new ReportEvent({ title: 'report' }, QueueableDriver);
        await events().dispatch(queued);
        console.log(`RUN dispatched with QueueableDriver as second argument: driver ${queued.getDriverCtor().name}, ` +
            `rows ${await queueRows('reports')}, execute() ran ${ReportEvent.runs} time(s)`);

        const EventClass = events().getEventCtorByName('docs/ReportEvent');
        const rebuilt = new EventClass!({ title: 'report' });
        await events().dispatch(rebuilt);
        console.log(`RUN rebuilt with new EventClass(payload) and dispatched: driver ${rebuilt.getDriverCtor().name}, ` +
            `rows ${await queueRows('reports')}, execute() ran ${ReportEvent.runs} time(s)`);
    });

    test('a queued listener and its sync subscriber', async () => {
        await events().dispatch(new PostQueuedListenerEvent({ title: 'listener' }));
        console.log(`RUN dispatch(): listener execute() ${PostQueuedListenerEvent.runs}, subscriber execute() ${CountingSubscriberEvent.runs}, ` +
            `rows ${await queueRows('listeners')}`);

        await events().runWorker(workerOptions('listeners'));
        console.log(`RUN worker pass: listener execute() ${PostQueuedListenerEvent.runs}, subscriber execute() ${CountingSubscriberEvent.runs}, ` +
            `rows ${await queueRows('listeners')}`);

        const ListenerClass = events().getEventCtorByName('docs/PostQueuedListenerEvent');
        await events().dispatch(new ListenerClass!({ title: 'listener' }));
        console.log(`RUN listener dispatched again: subscriber execute() ${CountingSubscriberEvent.runs}, rows ${await queueRows('listeners')}`);
    });

});
