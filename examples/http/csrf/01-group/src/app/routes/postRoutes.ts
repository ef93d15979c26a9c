import PostController from "@src/app/controllers/PostController";
import AuthorizeMiddleware from "@src/core/domains/auth/middleware/AuthorizeMiddleware";
import CsrfMiddleware from "@src/core/domains/auth/middleware/CsrfMiddlware";
import Route from "@src/core/domains/http/router/Route";

export default Route.group({ prefix: '/posts', middlewares: [AuthorizeMiddleware, CsrfMiddleware] }, router => {
    router.get('/', [PostController, 'index']);        // GET: token sent back, not checked
    router.post('/', [PostController, 'store']);       // POST: token required
    router.delete('/{id}', [PostController, 'destroy']); // DELETE: token required
});
