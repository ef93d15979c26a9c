import type { ConfigFile } from './types';

const config: ConfigFile = {
  file: 'src/config/app.config.ts',
  items: [
    {
      name: 'env',
      description:
        'The environment the kernel boots in. `src/app.ts` passes it to `Kernel.boot()`, and `production` hides stack traces in error responses.',
      type: 'EnvironmentType',
      default: `'development'`,
      env: 'APP_ENV',
      allowedValues: [`'development'`, `'production'`, `'testing'`],
      note: 'The code falls back on `EnvironmentDevelopment` from `@src/core/consts/Environment` when `APP_ENV` is not set. Tinker is meant to refuse `production`, but in 2.0.6 its guard reads the environment before the kernel stores it, so it never fires.',
    },
    {
      name: 'appKey',
      description:
        'The secret key the crypto service uses to encrypt and decrypt values, such as encrypted model attributes. Generate it with `app:generate-key` (a 32-byte hex string).',
      type: 'string',
      default: `''`,
      env: 'APP_KEY',
      note: 'With an empty key, `encrypt()` and `decrypt()` throw `App key is not set`. Changing the key makes previously encrypted values unreadable.',
    },
    {
      name: 'appName',
      description:
        'The display name of your application. The mail service passes it to email templates as part of `locales`.',
      type: 'string',
      default: `'Larascript Framework'`,
      since: '2.0.4',
      note: 'Written directly in the file; no environment variable reads it. Required in the 2.0.4 and 2.0.5 type, optional from 2.0.6.',
    },
    {
      name: 'appUrl',
      description:
        'The public base URL of your application. The mail service passes it to email templates in `locales`, but no starter template uses it: read it in your own templates, or import it where your code builds links.',
      type: 'string',
      default: `'http://localhost:5000'`,
      env: 'APP_URL',
      since: '2.0.6',
    },
    {
      name: 'appLogoUrl',
      description:
        'An optional URL of a logo image. The starter email template shows the logo at the top of each email when this is set.',
      type: 'string',
      default: 'undefined',
      since: '2.0.6',
    },
  ],
};

export default config;
