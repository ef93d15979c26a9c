import PostController from '@src/app/controllers/PostController';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

export default Route.group({ prefix: '/posts', middlewares: [AuthorizeMiddleware] }, router => {
    router.get('/', [PostController, 'index'], {
        security: [router.security().scopes(['PostModel:read'])],
    });
    router.post('/', [PostController, 'store'], {
        security: [router.security().scopes(['PostModel:create'])],
    });
    router.delete('/{id}', [PostController, 'destroy'], {
        security: [router.security().scopes(['PostModel:delete'])],
    });
});
