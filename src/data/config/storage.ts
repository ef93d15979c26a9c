import type { ConfigFile } from './types';

const config: ConfigFile = {
  file: 'src/config/storage.config.ts',
  items: [
    {
      name: 'driver',
      description:
        'The driver `storage().put()`, `get()` and `delete()` use: the local filesystem or an Amazon S3 bucket.',
      type: 'string',
      default: `'fs'`,
      env: 'STORAGE_DRIVER',
      allowedValues: [`'fs'`, `'s3'`],
      since: '2.0.4',
      note: '`STORAGE_DRIVER` is read by the file but missing from `.env.example`; add it yourself.',
    },
    {
      name: 'storageDir',
      description: 'The storage folder, relative to the project root. The filesystem driver stores files below it.',
      type: 'string',
      default: `'storage'`,
      since: '2.0.4',
    },
    {
      name: 'uploadsDir',
      description: 'The folder that uploaded files are moved to, relative to the project root.',
      type: 'string',
      default: `'storage/uploads'`,
      since: '2.0.4',
    },
    {
      name: 's3',
      description: 'Credentials and location of the S3 bucket. Only the `s3` driver uses them.',
      type: '{ accessKeyId: string; secretAccessKey: string; bucket: string; region: string }',
      since: '2.0.4',
      children: [
        {
          name: 'accessKeyId',
          description: 'The AWS access key ID.',
          type: 'string',
          default: `''`,
          env: 'AWS_ACCESS_KEY_ID',
        },
        {
          name: 'secretAccessKey',
          description: 'The AWS secret access key.',
          type: 'string',
          default: `''`,
          env: 'AWS_SECRET_ACCESS_KEY',
        },
        {
          name: 'bucket',
          description: 'The name of the bucket files are stored in.',
          type: 'string',
          default: `''`,
          env: 'S3_BUCKET',
        },
        {
          name: 'region',
          description: 'The AWS region of the bucket.',
          type: 'string',
          default: `''`,
          env: 'S3_REGION',
          note: '`.env.example` sets `eu-west-2`.',
        },
      ],
    },
  ],
};

export default config;
