import type { ConfigFile } from './types';

const config: ConfigFile = {
  file: 'src/config/auth.config.ts',
  items: [
    {
      name: 'name',
      description:
        'The key the adapter is registered under. `auth().getDefaultAdapter()` always looks up `jwt`, so keep this value for the built-in JWT adapter.',
      type: 'string',
      default: `'jwt'`,
    },
    {
      name: 'models',
      description: 'The model classes the JWT adapter uses for users and API tokens.',
      type: '{ user?: UserConstructor; apiToken?: ApiTokenConstructor }',
      children: [
        {
          name: 'user',
          description:
            'The user model. Login looks users up by `email` and checks `hashedPassword`; registration creates instances of this class.',
          type: 'UserConstructor',
          default: 'User',
        },
        {
          name: 'apiToken',
          description:
            'The model that stores issued tokens in the `api_tokens` table, with their scopes, expiry and revocation date.',
          type: 'ApiTokenConstructor',
          default: 'ApiToken',
        },
      ],
    },
    {
      name: 'validators',
      description: 'The validator classes that check the request body of the register and update endpoints.',
      type: '{ createUser?: CustomValidatorConstructor; updateUser?: CustomValidatorConstructor }',
      children: [
        {
          name: 'createUser',
          description:
            'Validates `POST /auth/register`. The starter validator requires a unique `email` and a `password` of at least 6 characters.',
          type: 'CustomValidatorConstructor',
          default: 'CreateUserValidator',
        },
        {
          name: 'updateUser',
          description: 'Validates `PATCH /auth/update`. Every field is optional in the starter validator.',
          type: 'CustomValidatorConstructor',
          default: 'UpdateUserValidator',
        },
      ],
    },
    {
      name: 'routes',
      description: 'Controls which `/auth/*` routes the adapter mounts. The auth routes are enabled by default.',
      type: 'object',
      children: [
        {
          name: 'enabled',
          description: 'Mounts the whole auth router. Set it to `false` to remove every `/auth/*` route.',
          type: 'boolean',
          default: 'true',
          env: 'ENABLE_AUTH_ROUTES',
          allowedValues: ['true', 'false'],
          since: '2.0.4',
          note: 'Replaces `enableAuthRoutes`. The boolean parser is meant to accept `true`, `1` or `yes` (any case); in 2.0.6 only the exact string `true` enables it when the variable is set.',
        },
        {
          name: 'endpoints',
          description: 'Turns single auth endpoints on or off while the router is enabled.',
          type: 'object',
          since: '2.0.4',
          children: [
            {
              name: 'register',
              description: 'Mounts `POST /auth/register`.',
              type: 'boolean',
              default: 'true',
            },
            {
              name: 'login',
              description: 'Mounts `POST /auth/login`, and also `GET /auth/user`.',
              type: 'boolean',
              default: 'true',
            },
            {
              name: 'refresh',
              description: 'Mounts `POST /auth/refresh`.',
              type: 'boolean',
              default: 'true',
            },
            {
              name: 'update',
              description: 'Mounts `PATCH /auth/update`.',
              type: 'boolean',
              default: 'true',
            },
            {
              name: 'logout',
              description: 'Mounts `POST /auth/logout`.',
              type: 'boolean',
              default: 'true',
            },
          ],
        },
        {
          name: 'enableAuthRoutes',
          description: 'The 2.0.0–2.0.3 switch for the whole auth router.',
          type: 'boolean',
          default: 'true',
          env: 'ENABLE_AUTH_ROUTES',
          allowedValues: ['true', 'false'],
          note: 'Only in 2.0.0–2.0.3. From 2.0.4 the same variable sets `routes.enabled`.',
        },
        {
          name: 'enableAuthRoutesAllowCreate',
          description: 'The 2.0.0–2.0.3 switch for `POST /auth/register`, so you could keep login but close sign-up.',
          type: 'boolean',
          default: 'true',
          env: 'ENABLE_AUTH_ROUTES_ALLOW_CREATE',
          allowedValues: ['true', 'false'],
          note: 'Only in 2.0.0–2.0.3. From 2.0.4 use `routes.endpoints.register`; the variable is still in `.env.example` but nothing reads it.',
        },
      ],
    },
    {
      name: 'settings',
      description: 'How JSON Web Tokens are signed and how long they stay valid.',
      type: '{ secret: string; expiresInMinutes: number }',
      children: [
        {
          name: 'secret',
          description:
            'The key that signs and verifies tokens. Generate one with `auth:generate-jwt-secret` (64 random bytes as hex).',
          type: 'string',
          default: `''`,
          env: 'JWT_SECRET',
          note: 'An empty secret does not stop the app from booting: signing throws `Invalid JWT settings`, so login answers 500, while refresh and every other request with a token answer 401.',
        },
        {
          name: 'expiresInMinutes',
          description: 'How many minutes a signed token is valid before it expires.',
          type: 'number',
          default: '60',
          env: 'JWT_EXPIRES_IN_MINUTES',
        },
      ],
    },
  ],
};

export default config;
