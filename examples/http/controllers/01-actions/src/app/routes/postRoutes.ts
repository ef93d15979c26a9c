import PostController from "@src/app/controllers/PostController";
import AuthorizeMiddleware from "@src/core/domains/auth/middleware/AuthorizeMiddleware";
import Route from "@src/core/domains/http/router/Route";

export default Route.group({ prefix: '/posts', controller: PostController }, router => {
    router.get('/', 'index');
    router.get('/{id}', 'show');

    router.group({ middlewares: [AuthorizeMiddleware] }, auth => {
        auth.post('/', 'store');
        auth.patch('/{id}', 'update');
        auth.delete('/{id}', 'destroy');
    });
});
