import PostModel from '@src/app/models/PostModel';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

export default Route.group(router => {
    router.resource({
        prefix: '/posts',
        resource: PostModel,
        middlewares: [AuthorizeMiddleware],
        scopes: {
            create: ['PostModel:create'],
            update: ['PostModel:write'],
            delete: ['PostModel:delete'],
        },
    });
});
