import PostController from '@src/app/controllers/PostController';
import CreatePostValidator from '@src/app/validators/CreatePostValidator';
import UpdatePostValidator from '@src/app/validators/UpdatePostValidator';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

export default Route.group({ prefix: '/posts', controller: PostController }, router => {

    // Anyone can read
    router.get('/', 'index');
    router.get('/{id}', 'show');

    // Writing needs a valid token: AuthorizeMiddleware answers 401 without one
    router.group({ middlewares: [AuthorizeMiddleware] }, author => {
        author.post('/', 'store', { validator: CreatePostValidator });
        author.patch('/{id}', 'update', { validator: UpdatePostValidator });
        author.delete('/{id}', 'destroy');
        author.post('/{id}/publish', 'publish');
    });

});
