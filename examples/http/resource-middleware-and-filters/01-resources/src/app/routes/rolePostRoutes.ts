import PostModel from '@src/app/models/PostModel';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

export default Route.group(router => {
    router.resource({
        prefix: '/member-posts',
        resource: PostModel,
        only: ['index'],
        middlewares: [AuthorizeMiddleware],
        security: [router.security().hasRole('role_user')],
    });
});
