import type { FlowDiagramProps } from './types';

/**
 * What dispatching an event does in 2.0.6 (EventService.dispatch, SyncDriver, QueueableDriver and
 * the worker in EventWorkerConcern).
 */
export const eventDispatch: FlowDiagramProps = {
  caption:
    'What happens when you dispatch an event, on the sync driver or the queue driver, up to the failed-jobs table.',
  blocks: [
    {
      stage: 'Your code',
      name: '`events().dispatch(event)`',
      text: 'The event service checks that the event is registered.',
      exits: [{ label: 'throws', text: '`EventDispatchException` when it is not' }],
    },
    {
      order: 'or',
      lanes: [
        {
          title: '`SyncDriver` (the default)',
          steps: [
            {
              name: '`execute()` runs now',
              text: '`dispatch()` resolves once it has finished; an error it throws rejects `dispatch()`.',
            },
          ],
        },
        {
          title: '`QueueableDriver`',
          steps: [
            {
              name: 'A row is stored in `worker_queue`',
              text: 'with the queue name, the event name, the payload as JSON and `retries` (3)',
            },
          ],
        },
      ],
    },
    {
      stage: 'Listeners only',
      name: 'Subscribers dispatched',
      text: 'Each subscriber listed for the listener in `events.config.ts`, in order, with the same payload, on its own driver.',
    },
    {
      stage: 'Later, in the worker process: queued events only',
      name: '`worker --queue=default`',
      text: "Once at start, then every `runAfterSeconds` (10 s), it takes the queue's rows, oldest first, rebuilds each event and awaits its `execute()`. A pass does not wait for the previous one, so a pass longer than the interval can run a job twice.",
      exits: [
        { label: 'done', tone: 'ok', text: 'the row is deleted' },
        { label: 'error', text: '`attempt` + 1: tried again on the next pass' },
      ],
    },
    {
      stage: 'Failed store',
      name: '`failed_workers`',
      text: 'When `attempt` reaches the `retries` stored in the row at dispatch (3 attempts by default), the job moves there from `worker_queue`.',
    },
  ],
  notes: [
    {
      title: 'Known issues in 2.0.6',
      tone: 'warning',
      text: 'Subscribers are dispatched as soon as the listener has gone to its driver, so those of a queued listener do not wait for the worker and run even when it fails. On PostgreSQL the shipped `failed_workers` table lacks `queueName` and `failedAt`: moving a job there crashes the worker until you add them.',
    },
  ],
};
