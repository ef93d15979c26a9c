import PostController from '@src/app/controllers/PostController';
import TagController from '@src/app/controllers/TagController';
import Route from '@src/core/domains/http/router/Route';

export default Route.group(router => {
    router.get('/posts', [PostController, 'index']);
    router.get('/tags', [TagController, 'index']);
});
