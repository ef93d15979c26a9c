import PostController from '@src/app/controllers/PostController';
import ScopedAuthorizeMiddleware from '@src/app/middleware/ScopedAuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

export default Route.group({
    prefix: '/posts',
    middlewares: [ScopedAuthorizeMiddleware],
    security: [Route.security().scopes('PostModel:read', false)],
}, (router) => {

    // Needs PostModel:read
    router.get('/', [PostController, 'index']);
    router.get('/{id}', [PostController, 'show']);

    router.group({
        security: [router.security().scopes('PostModel:write', false)],
    }, (router) => {

        // Needs PostModel:read and PostModel:write
        router.patch('/{id}', [PostController, 'update']);

        // Needs PostModel:read, PostModel:write and PostModel:delete
        router.delete('/{id}', [PostController, 'destroy'], {
            security: [router.security().scopes('PostModel:delete', false)],
        });
    });
});
