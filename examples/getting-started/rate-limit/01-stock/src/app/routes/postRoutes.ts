import PostController from '@src/app/controllers/PostController';
import Route from '@src/core/domains/http/router/Route';

export default Route.group({ prefix: '/posts', controller: PostController }, router => {

    // Two requests per minute and client
    router.get('/', 'index', {
        security: [router.security().rateLimited(2, 1)],
    });
});
