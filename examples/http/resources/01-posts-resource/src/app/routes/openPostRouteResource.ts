import PostModel from '@src/app/models/PostModel';
import Route from '@src/core/domains/http/router/Route';

// No AuthorizeMiddleware and no security rules
export default Route.group(router => {
    router.resource({
        prefix: '/open-posts',
        resource: PostModel,
        only: ['create', 'update'],
    });
});
