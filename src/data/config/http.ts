import type { ConfigFile } from './types';

const config: ConfigFile = {
  file: 'src/config/http.config.ts',
  items: [
    {
      name: 'enabled',
      description:
        'Starts the Express server. With `false`, `HttpProvider` and `HttpErrorHandlerProvider` skip their boot work, which suits CLI-only processes.',
      type: 'boolean',
      default: 'true',
      env: 'ENABLE_EXPRESS',
      allowedValues: ['true', 'false'],
    },
    {
      name: 'port',
      description: 'The port Express listens on.',
      type: 'number',
      default: '5000',
      env: 'APP_PORT',
    },
    {
      name: 'globalMiddlewares',
      description:
        "One list of middleware that runs on every route. Entries are Express functions or `Middleware` classes. In 2.0.4 and 2.0.5 it runs before the route's own middleware; in 2.0.0–2.0.3 it ran after the route's middleware, right before the controller.",
      type: '(express.RequestHandler | TExpressMiddlewareFnOrClass)[]',
      default: '[cors(), BasicLoggerMiddleware, SecurityMiddleware, ValidatorMiddleware, CsrfMiddleware]',
      note: 'Used in 2.0.0–2.0.5. The default shown is the 2.0.4 and 2.0.5 list; 2.0.3 starts it with `express.json()`, and 2.0.0–2.0.2 have `express.json()` in place of `cors()`. It includes `CsrfMiddleware`, so CSRF protection is on in those releases. 2.0.6 replaces it with `beforeAllMiddlewares` and `afterAllMiddlewares`.',
    },
    {
      name: 'beforeAllMiddlewares',
      description:
        'Middleware that runs on every route before group and route middleware. The framework always runs its request-id, session and request-context middleware first.',
      type: '(express.RequestHandler | TExpressMiddlewareFnOrClass)[]',
      default: '[cors(), BasicLoggerMiddleware, SecurityMiddleware]',
      since: '2.0.6',
      note: '`CsrfMiddleware` is commented out in the starter list, so CSRF protection is off by default in 2.0.6.',
    },
    {
      name: 'afterAllMiddlewares',
      description: 'Middleware that runs on every route after group and route middleware, just before the controller.',
      type: '(express.RequestHandler | TExpressMiddlewareFnOrClass)[]',
      default: '[ValidatorMiddleware]',
      since: '2.0.6',
    },
    {
      name: 'extendExpress',
      description:
        'A function that receives the Express application before routes are bound. The starter file uses it to install `express-busboy` for body parsing and multipart uploads into `storage/tmp`.',
      type: '(app: express.Application) => void',
      default:
        "(app) => expressBusboy.extend(app, { upload: true, path: path.join(__dirname, '../../storage/tmp'), allowedPath: /./ })",
      since: '2.0.4',
    },
    {
      name: 'currentRequestCleanupDelay',
      description: 'How often, in seconds, expired per-IP request-context entries are purged.',
      type: 'number',
      default: '30',
      note: 'Not written in the starter file; the provider falls back on 30.',
    },
    {
      name: 'csrf',
      description:
        'Settings of `CsrfMiddleware`. They apply wherever the middleware is attached: in `beforeAllMiddlewares`, on a route group or on a single route. Each instance reads them when its route is bound at startup.',
      type: '{ methods?: string[]; headerName?: string; ttl?: number; exclude?: string[] }',
      children: [
        {
          name: 'methods',
          description: 'The HTTP methods that must send a valid CSRF token.',
          type: 'string[]',
          default: `['POST', 'PUT', 'PATCH', 'DELETE']`,
        },
        {
          name: 'headerName',
          description: 'The header that carries the token, on responses and on protected requests.',
          type: 'string',
          default: `'x-xsrf-token'`,
        },
        {
          name: 'ttl',
          description: 'How long a token stays valid, in seconds (24 hours).',
          type: 'number',
          default: '86400',
          note: 'In 2.0.x the middleware does not read this key: tokens are kept for a hard-coded 24 hours, which matches the default.',
        },
        {
          name: 'exclude',
          description: 'Paths that skip the CSRF check. One `*` wildcard is allowed, for example `/auth/*`.',
          type: 'string[]',
          default: `['/auth/login', '/auth/register', '/auth/logout', '/auth/refresh']`,
        },
      ],
    },
    {
      name: 'logging',
      description: 'Console output of the HTTP layer.',
      type: '{ requests?: boolean; boundRouteDetails?: boolean }',
      children: [
        {
          name: 'requests',
          description: 'Logs each request with its method, URL, headers, body, IP address and user agent.',
          type: 'boolean',
          default: 'true',
          env: 'ENABLE_REQUEST_LOGGING',
          allowedValues: ['true', 'false'],
          note: 'The body is logged as sent, passwords included. Turn this off in production.',
        },
        {
          name: 'boundRouteDetails',
          description: 'Prints every bound route object to the console when the server starts.',
          type: 'boolean',
          default: 'true',
          env: 'ENABLE_BOUND_ROUTE_DETAILS',
          allowedValues: ['true', 'false'],
        },
      ],
    },
  ],
};

export default config;
