import type { FlowDiagramProps } from './types';

/** How the kernel starts the providers (src/core/Kernel.ts in 2.0.6): register all, then boot all. */
export const providerLifecycle: FlowDiagramProps = {
  caption:
    'How the app boots its providers: `register()` on every provider in `providers.config.ts`, then `boot()` on every provider.',
  blocks: [
    {
      stage: '`src/core/Kernel.ts`',
      name: 'The app starts',
      text: 'The kernel takes the `providers` array of `src/config/providers.config.ts`.',
    },
    {
      order: 'then',
      lanes: [
        {
          title: '1. Register pass',
          text: '`register()` on every provider, in array order, each awaited. Only bind services here.',
          steps: [
            { name: '`LoggerProvider`', text: 'binds `logger`' },
            {
              name: '`ConsoleProvider` … `ViewProvider`',
              text: 'the other framework providers bind `console`, `events`, `db`, `http`, `auth` and the rest',
            },
            { name: '`RoutesProvider`', text: 'binds `routes.provided`' },
            {
              name: '`HttpErrorHandlerProvider`',
              text: 'checks that `routes.provided` is bound',
              exits: [{ label: 'throws', text: 'when it is listed before `RoutesProvider`' }],
            },
            { name: '`AppServiceProvider`, your providers', text: 'bind `app`, `app.config` and your keys' },
          ],
        },
        {
          title: '2. Boot pass',
          text: 'Once every `register()` has finished: `boot()` on every provider, in the same order.',
          steps: [
            { name: '`LoggerProvider`', text: 'every service except `view` and `view:ejs` is in the container now' },
            {
              name: '`ConsoleProvider` … `ViewProvider`',
              text: '`HttpProvider` starts listening on `APP_PORT`; `ViewProvider` binds `view` and `view:ejs`',
            },
            { name: '`RoutesProvider`', text: 'binds your route files with `bindRoutes(router)`' },
            { name: '`HttpErrorHandlerProvider`', text: 'adds the 404 and error handlers after the routes' },
            { name: '`AppServiceProvider`, your providers', text: 'use any service' },
          ],
        },
      ],
    },
    {
      name: 'Kernel booted',
      text: 'The container is closed.',
      exits: [{ label: 'throws', text: '`Kernel is already booted` when a new key is bound now' }],
    },
  ],
  notes: [{ title: 'Errors', text: 'An error thrown from any `register()` or `boot()` stops the app from starting.' }],
};
