import UserCreatedListener from '@src/app/events/listeners/UserCreatedListener';
import UserCreatedSubscriber from '@src/app/events/subscribers/UserCreatedSubscriber';
import QueueableDriver, { TQueueDriverOptions } from '@src/core/domains/events/drivers/QueableDriver';
import SyncDriver from '@src/core/domains/events/drivers/SyncDriver';
import { IEventConfig } from '@src/core/domains/events/interfaces/config/IEventConfig';
import FailedWorkerModel from '@src/core/domains/events/models/FailedWorkerModel';
import WorkerModel from '@src/core/domains/events/models/WorkerModel';
import EventService from '@src/core/domains/events/services/EventService';

export const EVENT_DRIVERS = {
    SYNC: EventService.getDriverName(SyncDriver),
    QUEABLE: EventService.getDriverName(QueueableDriver),
};

export const eventConfig: IEventConfig = {
    defaultDriver: SyncDriver,

    drivers: {
        [EVENT_DRIVERS.SYNC]: EventService.createConfigDriver(SyncDriver, {}),

        [EVENT_DRIVERS.QUEABLE]: EventService.createConfigDriver<TQueueDriverOptions>(QueueableDriver, {
            queueName: 'default',
            // #region run-once
            retries: 1, // one failed attempt moves a job to failed_workers
            runAfterSeconds: 10,
            runOnce: true, // one pass over the queue, then stop polling
            // #endregion run-once
            workerModelCtor: WorkerModel,
            failedWorkerModelCtor: FailedWorkerModel,
        }),
    },

    listeners: [
        {
            listener: UserCreatedListener,
            subscribers: [UserCreatedSubscriber],
        },
    ],
};
