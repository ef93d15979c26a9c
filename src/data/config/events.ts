import type { ConfigFile } from './types';

const config: ConfigFile = {
  file: 'src/config/events.config.ts',
  items: [
    {
      name: 'defaultDriver',
      description:
        'The driver an event uses when its constructor does not pass one. `SyncDriver` runs the event at once; `QueueableDriver` stores it for the background worker.',
      type: 'TClassConstructor<IEventDriver>',
      default: 'SyncDriver',
      allowedValues: ['SyncDriver', 'QueueableDriver'],
    },
    {
      name: 'drivers',
      description:
        "The available drivers and their options, keyed by driver name (`EVENT_DRIVERS.SYNC` is `'SyncDriver'`, `EVENT_DRIVERS.QUEABLE` is `'QueueableDriver'`). Each entry is built with `EventService.createConfigDriver()`. The sync driver takes no options; the keys below are the options of the queue driver.",
      type: 'IEventDriversConfig',
      children: [
        {
          name: 'queueName',
          description:
            'The name of the queue. It must be a string, because the driver validates its options on every dispatch.',
          type: 'string',
          default: `'default'`,
          note: "In 2.0.x the row is written to the queue that the event's `getQueueName()` returns, and the worker reads `--queue` or `default`; both default to `default`, so keep this value unless you override both.",
        },
        {
          name: 'retries',
          description:
            'How many attempts a queued event gets. When the attempt count reaches this number, the job moves to the failed-jobs table.',
          type: 'number',
          default: '3',
        },
        {
          name: 'runAfterSeconds',
          description: 'How many seconds the worker waits between passes over the queue.',
          type: 'number',
          default: '10',
        },
        {
          name: 'workerModelCtor',
          description: 'The model that stores pending jobs (table `worker_queue`).',
          type: 'TClassConstructor<IWorkerModel>',
          default: 'WorkerModel',
        },
        {
          name: 'failedWorkerModelCtor',
          description: 'The model that stores jobs that ran out of retries (table `failed_workers`).',
          type: 'TClassConstructor<IModel<FailedWorkerModelAttributes>>',
          default: 'FailedWorkerModel',
          note: 'In 2.0.6 the worker also writes `queueName` and `failedAt`, which the starter migration does not create, so on PostgreSQL the move to `failed_workers` fails until you add those columns.',
        },
        {
          name: 'runOnce',
          description:
            'Makes the worker stop polling after its first pass over the queue. Set it in these options; there is no command-line flag.',
          type: 'boolean',
          default: 'undefined',
          note: 'In 2.0.6 the process does not exit after that pass: the `worker` command keeps the process alive and its database connections stay open. Do not start the worker from cron with it; run one long-lived worker under a supervisor instead.',
        },
      ],
    },
    {
      name: 'listeners',
      description:
        'Connects listener events to subscriber events. When you dispatch a listener, the event service dispatches each of its subscribers with the same payload.',
      type: 'TListenersConfigOption[]',
      default: '[{ listener: UserCreatedListener, subscribers: [UserCreatedSubscriber] }]',
      children: [
        {
          name: 'listener',
          description: 'The listener class (extends `BaseEventListener`) that you dispatch.',
          type: 'ListenerConstructor',
        },
        {
          name: 'subscribers',
          description: 'The subscriber classes (extend `BaseEventSubscriber`) that run after the listener.',
          type: 'SubscriberConstructor[]',
        },
      ],
    },
  ],
};

export default config;
