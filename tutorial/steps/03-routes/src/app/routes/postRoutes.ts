import PostController from '@src/app/controllers/PostController';
import Route from '@src/core/domains/http/router/Route';

export default Route.group({ prefix: '/posts', controller: PostController }, router => {
    router.get('/', 'index');
    router.get('/{id}', 'show');
    router.post('/', 'store');
    router.patch('/{id}', 'update');
    router.delete('/{id}', 'destroy');
});
