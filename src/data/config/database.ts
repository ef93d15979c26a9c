import type { ConfigFile } from './types';

const config: ConfigFile = {
  file: 'src/config/database.config.ts',
  items: [
    {
      name: 'defaultConnectionName',
      description:
        'The connection that models, the query builder, migrations and `db()` use when you do not name one. It must match the `connectionName` of an entry in `connections`.',
      type: 'string',
      default: `'default'`,
      env: 'DATABASE_DEFAULT_CONNECTION',
      note: "Two readings: the code falls back on `'default'` when the variable is missing, while `.env.example`, the setup wizard and the database docs use `'postgres'`.",
    },
    {
      name: 'keepAliveConnections',
      description:
        'Extra connections to open at boot besides the default one, as a comma-separated list of connection names such as `mongodb` or `postgres,mongodb`.',
      type: 'string',
      default: `''`,
      env: 'DATABASE_CONNECTIONS_KEEP_ALIVE',
      note: 'A connection that is neither the default nor listed here is not connected; using it throws `Adapter not found`.',
    },
    {
      name: 'enableLogging',
      description:
        'Prints database activity to the console: Sequelize SQL statements and the query-builder statements of both adapters.',
      type: 'boolean',
      default: 'true',
      env: 'DATABASE_ENABLE_LOGGING',
      allowedValues: ['true', 'false'],
      note: 'Two readings: logging is meant to be on outside production; in 2.0.x it follows `DATABASE_ENABLE_LOGGING` alone and defaults to `true` in every environment.',
    },
    {
      name: 'onBootConnect',
      description:
        'Whether the database service connects while the kernel boots. `false` registers the adapters without connecting, which the setup wizard uses.',
      type: 'boolean',
      default: 'true',
      note: 'Not written in the starter file; add it only when you need to boot without a database.',
    },
    {
      name: 'connections',
      description:
        'Every connection your app can use, built with `DatabaseConfig.createConnections()` and `DatabaseConfig.createConfig()`. The starter file defines one PostgreSQL and one MongoDB connection.',
      type: 'IDatabaseGenericConnectionConfig[]',
      children: [
        {
          name: 'connectionName',
          description:
            "The name you refer to the connection by, in `defaultConnectionName`, `keepAliveConnections`, a model's `connection` property and `queryBuilder(Model, name)`.",
          type: 'string',
          env: 'DATABASE_POSTGRES_CONNECTION',
          note: 'The PostgreSQL entry reads `DATABASE_POSTGRES_CONNECTION` (`postgres` in `.env.example`); the MongoDB entry reads `DATABASE_MONGODB_CONNECTION` (`mongodb`).',
        },
        {
          name: 'adapter',
          description: 'The adapter class that talks to the database.',
          type: 'TClassConstructor<IDatabaseAdapter>',
          allowedValues: ['PostgresAdapter', 'MongoDbAdapter'],
        },
        {
          name: 'uri',
          description:
            'The connection string, for example `postgres://root:example@localhost:5432/app` or `mongodb://root:example@localhost:27017/app?authSource=admin`. On PostgreSQL the database in the URI is created at the first connect if it is missing; MongoDB creates it on the first write.',
          type: 'string',
          env: 'DATABASE_POSTGRES_URI',
          note: 'The MongoDB entry reads `DATABASE_MONGODB_URI`. In 2.0.0–2.0.3 the PostgreSQL entry read `DATABASE_DEFAULT_URI`. A PostgreSQL URI must match `postgres://user:password@host:port/database` exactly: `postgres://` scheme, explicit port, no query string, no `@` or URL-encoded characters in the password.',
        },
        {
          name: 'options',
          description:
            'Extra driver options: Sequelize options for `PostgresAdapter`, `MongoClientOptions` for `MongoDbAdapter`.',
          type: 'object',
          default: '{}',
        },
      ],
    },
  ],
};

export default config;
