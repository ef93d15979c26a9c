import PostController from '@src/app/controllers/PostController';
import CreatePostValidator from '@src/app/validators/CreatePostValidator';
import UpdatePostValidator from '@src/app/validators/UpdatePostValidator';
import Route from '@src/core/domains/http/router/Route';

export default Route.group({ prefix: '/posts', controller: PostController }, router => {
    router.get('/', 'index');
    router.get('/{id}', 'show');
    router.post('/', 'store', { validator: CreatePostValidator });
    router.patch('/{id}', 'update', { validator: UpdatePostValidator });
    router.delete('/{id}', 'destroy');
});
