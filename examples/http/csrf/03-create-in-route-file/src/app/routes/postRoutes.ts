import PostController from "@src/app/controllers/PostController";
import AuthorizeMiddleware from "@src/core/domains/auth/middleware/AuthorizeMiddleware";
import CsrfMiddleware from "@src/core/domains/auth/middleware/CsrfMiddlware";
import Route from "@src/core/domains/http/router/Route";

// Do not do this: create() runs the CsrfMiddleware constructor, which reads app('http'),
// while the route file is loaded and before any provider has booted
export default Route.group({
    prefix: '/posts',
    middlewares: [AuthorizeMiddleware, CsrfMiddleware.create({ methods: ['POST', 'DELETE'] })],
}, router => {
    router.post('/', [PostController, 'store']);
    router.delete('/{id}', [PostController, 'destroy']);
});
