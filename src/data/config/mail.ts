import type { ConfigFile } from './types';

const config: ConfigFile = {
  file: 'src/config/mail.config.ts',
  items: [
    {
      name: 'default',
      description:
        'The name of the driver `mail().send()` uses when you do not pass one. It must match the `name` of an entry in `drivers`.',
      type: 'string',
      default: `'local'`,
      env: 'MAIL_DRIVER',
      allowedValues: [`'local'`, `'nodemailer'`, `'resend'`],
      since: '2.0.4',
      note: "`'resend'` is available from 2.0.6; 2.0.4 and 2.0.5 offer `'local'` and `'nodemailer'`.",
    },
    {
      name: 'drivers',
      description:
        'The mail drivers, each built with `MailConfig.define()` and collected with `MailConfig.drivers()`. Every listed driver is created when the app boots.',
      type: 'MailAdapterConfigItem[]',
      since: '2.0.4',
      children: [
        {
          name: 'name',
          description: 'The name you select the driver by, in `default` or in `mail().send(mail, name)`.',
          type: 'string',
        },
        {
          name: 'driver',
          description:
            'The driver class. `LocalMailDriver` only writes the email to the log, `NodeMailDriver` sends over SMTP, `ResendMailDriver` sends through the Resend API.',
          type: 'MailAdapterConstructor',
          allowedValues: ['LocalMailDriver', 'NodeMailDriver', 'ResendMailDriver'],
          note: '`ResendMailDriver` was added in 2.0.6.',
        },
        {
          name: 'options',
          description:
            'Driver options. The local driver takes none (`{}`); the keys below belong to the nodemailer and Resend drivers.',
          type: 'Record<string, unknown>',
          children: [
            {
              name: 'host',
              description: 'Nodemailer: the SMTP server host.',
              type: 'string',
              default: `''`,
              env: 'NODEMAILER_HOST',
            },
            {
              name: 'port',
              description: 'Nodemailer: the SMTP port, passed on as a string.',
              type: 'string',
              default: `''`,
              env: 'NODEMAILER_PORT',
              note: '`.env.example` sets `587`.',
            },
            {
              name: 'secure',
              description:
                'Nodemailer: use TLS from the start of the connection. Use `true` for port 465 and `false` for other ports.',
              type: 'boolean',
              default: 'false',
              env: 'NODEMAILER_SECURE',
              allowedValues: ['true', 'false'],
            },
            {
              name: 'auth',
              description: 'Nodemailer: the SMTP login.',
              type: '{ user: string; pass: string }',
              children: [
                {
                  name: 'user',
                  description: 'The SMTP user name.',
                  type: 'string',
                  default: `''`,
                  env: 'NODEMAILER_AUTH_USER',
                },
                {
                  name: 'pass',
                  description: 'The SMTP password.',
                  type: 'string',
                  default: `''`,
                  env: 'NODEMAILER_AUTH_PASS',
                },
              ],
            },
            {
              name: 'apiKey',
              description: 'Resend: the API key. It must not be empty, even when Resend is not your default driver.',
              type: 'string',
              default: 'undefined',
              env: 'RESEND_API_KEY',
              since: '2.0.6',
              note: 'With an empty key the app fails to boot with `Missing API key`.',
            },
          ],
        },
      ],
    },
  ],
};

export default config;
