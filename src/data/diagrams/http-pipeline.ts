import type { FlowDiagramProps } from './types';

/**
 * The handlers of a bound route in 2.0.6 with the default src/config/http.config.ts
 * (RouterBindService: beforeAllMiddlewares, route middlewares, afterAllMiddlewares, action), and the
 * status code each one answers with.
 */
export const httpPipeline: FlowDiagramProps = {
  caption:
    'A request to a bound route in 2.0.6, with the default `http.config.ts`, and where each status code comes from.',
  blocks: [
    {
      stage: 'Express',
      name: 'Route matching',
      text: 'Method and path select a bound route.',
      exits: [{ label: '404', text: 'no route matched: the 404 and error handlers answer `Invalid route`' }],
    },
    {
      stage: 'Added by the framework',
      name: '`RequestIdMiddleware` → `StartSessionMiddleware` → `EndRequestContextMiddleware`',
    },
    {
      stage: '`beforeAllMiddlewares`',
      name: '`cors()` → `BasicLoggerMiddleware`',
      exits: [{ label: '204', tone: 'ok', text: '`cors()` answers an `OPTIONS` request itself' }],
    },
    {
      stage: '`beforeAllMiddlewares`',
      name: '`SecurityMiddleware`: security rules',
      text: "Rate limits, then roles, then scopes. It runs before the route's `AuthorizeMiddleware`, so no user is known yet.",
      exits: [
        { label: '500', text: 'rate limit exceeded (meant to be 429)' },
        { label: '403', text: '`hasRole` rule: it always fails here' },
        { label: '500', text: '`scopes` rule: `Unauthorized`, for the same reason' },
      ],
    },
    {
      stage: '`beforeAllMiddlewares`, commented out by default',
      name: '`CsrfMiddleware`',
      text: 'checks `x-xsrf-token` on `POST`, `PUT`, `PATCH` and `DELETE`',
      exits: [{ label: '403', text: '`Invalid CSRF token`' }],
    },
    {
      stage: 'Group and route `middlewares`, outer group first',
      name: 'Your middlewares, e.g. `AuthorizeMiddleware`',
      exits: [
        { label: '401', text: 'missing, invalid, expired or revoked Bearer token' },
        { label: '403', text: "the token's scopes are not allowed" },
      ],
    },
    {
      stage: '`afterAllMiddlewares`',
      name: '`ValidatorMiddleware`',
      text: "runs the route's `validator`",
      exits: [{ label: '422', text: 'validation failed: `{ "errors": { … } }`' }],
    },
    {
      stage: 'Action',
      name: 'Your controller method',
      exits: [
        { label: '2xx', tone: 'ok', text: '`ok()` 200, `created()` 201, `noContent()` 204' },
        { label: '4xx', text: '`badRequest()`, `forbidden()`, `notFound()`; a failed `resourceOwner` rule 403' },
        { label: '500', text: '`serverError()`' },
      ],
    },
    { name: 'Response sent', text: 'with the request id in `X-Request-Id`' },
  ],
  notes: [
    {
      title: 'Any middleware',
      text: 'An error thrown in a middleware is answered with 500 by `responseError`, and the request stops there.',
    },
    {
      title: 'Known issues in 2.0.6',
      tone: 'warning',
      text: "The docs recommend moving `SecurityMiddleware` to the start of `afterAllMiddlewares`: the rules then run after the route's `AuthorizeMiddleware`, just before the validator. Exceeded rate limits answer 500 instead of 429, and an error thrown in an action gets no response at all.",
    },
  ],
};
