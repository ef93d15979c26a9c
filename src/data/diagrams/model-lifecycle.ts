import type { FlowDiagramProps } from './types';

/** The order of observer hooks and model events in Model.save() and Model.delete() in 2.0.6. */
export const modelLifecycle: FlowDiagramProps = {
  caption:
    'Observer hooks and model events during `save()` and `delete()`. A hook runs when the model has an observer; an event is dispatched when its `events` map or `on()` names one.',
  blocks: [
    {
      order: 'or',
      lanes: [
        {
          title: 'Insert: `save()` on a model without an id',
          steps: [
            { kind: 'observer', name: 'Observer `creating`', text: 'its return value is inserted' },
            { name: '`createdAt` and `updatedAt` set', text: 'when `timestamps` is on and both are in `dates`' },
            { kind: 'event', name: 'Event `creating` dispatched' },
            { name: '`encrypted` attributes encrypted' },
            { name: 'Row inserted' },
            { name: 'Row reloaded', text: '`refresh()`' },
            { kind: 'observer', name: 'Observer `created`' },
            { kind: 'event', name: 'Event `created` dispatched' },
          ],
        },
        {
          title: 'Update: `save()` on a model with an id',
          steps: [
            { kind: 'event', name: 'Event `updating` dispatched' },
            { kind: 'observer', name: 'Observer `updating`' },
            { name: '`updatedAt` set' },
            {
              name: 'Dirty attributes written',
              text: 'only those in `fields`, never relationships; encrypted as needed',
            },
            { name: 'Row reloaded' },
            { kind: 'observer', name: 'Observer `updated`' },
            { kind: 'event', name: 'Event `updated` dispatched' },
            { name: '`original` reset', text: 'to the new values' },
          ],
        },
        {
          title: 'Delete: `delete()`',
          steps: [
            { kind: 'event', name: 'Event `deleting` dispatched', text: 'with the attributes before the delete' },
            { kind: 'observer', name: 'Observer `deleting`' },
            { name: 'Row deleted', text: 'by primary key' },
            { name: '`attributes` and `original` set to `null`' },
            { kind: 'observer', name: 'Observer `deleted`', text: 'called with `null`' },
            { kind: 'event', name: 'Event `deleted` dispatched', text: 'with the attributes before the delete' },
          ],
        },
      ],
    },
  ],
  notes: [
    {
      title: 'Order',
      text: 'On insert the observer runs before the event; on update and delete the event runs first. Each event is awaited: on the sync driver an error it throws rejects `save()` or `delete()`.',
    },
    {
      title: 'Known issue in 2.0.6',
      tone: 'warning',
      text: 'The `Observer` class also declares `saving` and `saved` hooks, but `save()` never calls them.',
    },
  ],
};
