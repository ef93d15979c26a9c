import PostModel from '@src/app/models/PostModel';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

// GET /me/posts: the signed-in author's own posts, drafts included
export default Route.group(router => {
    router.resource({
        prefix: '/me/posts',
        resource: PostModel,
        only: ['index'],
        // Without AuthorizeMiddleware the resourceOwner rule is skipped and every post is listed
        middlewares: [AuthorizeMiddleware],
        security: [router.security().resourceOwner('userId')],
        paginate: { pageSize: 10 },
        sorting: { fieldKey: 'sort', directionKey: 'direction', defaultField: 'createdAt', defaultDirection: 'desc' },
    });
});
