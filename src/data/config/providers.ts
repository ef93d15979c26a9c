import type { ConfigFile } from './types';

const config: ConfigFile = {
  file: 'src/config/providers.config.ts',
  items: [
    {
      name: 'providers',
      description:
        'The default export: every provider the kernel loads, in order. The kernel calls `register()` on each entry in this order, then `boot()` on each entry in the same order.',
      type: 'IProvider[]',
      default:
        '[...LarascriptProviders, new RoutesProvider(), new HttpErrorHandlerProvider(), new AppServiceProvider()]',
      note: '`HttpErrorHandlerProvider` must come after `RoutesProvider`, otherwise its `register()` throws.',
    },
    {
      name: 'Providers',
      description:
        'The exported interface that types `app(key)`. It extends `ILarascriptProviders` (the core keys such as `db`, `http` and `auth`); add one property per container key your own providers bind.',
      type: 'interface Providers extends ILarascriptProviders',
      children: [
        {
          name: 'app',
          description: 'The starter `AppService`, bound by `AppServiceProvider`.',
          type: 'IAppService',
        },
        {
          name: 'app.config',
          description: 'Typed as the app configuration and bound by `AppServiceProvider`.',
          type: 'IAppConfig',
          note: 'In 2.0.6 the bound value is a function that returns `{}`, not the app configuration. Import `appConfig` from `@src/config/app.config` instead.',
        },
      ],
    },
  ],
};

export default config;
