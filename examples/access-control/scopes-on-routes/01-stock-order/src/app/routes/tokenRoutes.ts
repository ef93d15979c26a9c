import TokenController from '@src/app/controllers/TokenController';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

export default Route.group({ prefix: '/me', middlewares: [AuthorizeMiddleware] }, (router) => {
    router.get('/scopes', [TokenController, 'scopes']);
});
