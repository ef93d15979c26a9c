import PostController from '@src/app/controllers/PostController';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

export default Route.group({ prefix: '/posts', controller: PostController, middlewares: [AuthorizeMiddleware] }, router => {

    // Every registered user holds role_user
    router.get('/', 'index', {
        security: [router.security().hasRole('role_user')],
    });

    // The default ACL gives roles no scopes, so tokens carry none
    router.post('/', 'store', {
        security: [router.security().scopes(['PostModel:create'])],
    });
});
