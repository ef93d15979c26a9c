import PostModel from '@src/app/models/PostModel';
import Route from '@src/core/domains/http/router/Route';

// The owner rule alone: no AuthorizeMiddleware
export default Route.group(router => {
    router.resource({
        prefix: '/posts',
        resource: PostModel,
        security: [router.security().resourceOwner('userId')],
    });
});
