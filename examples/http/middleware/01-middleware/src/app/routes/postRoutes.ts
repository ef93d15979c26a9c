import ReadOnlyModeMiddleware from "@src/app/middleware/ReadOnlyModeMiddleware";
import PostController from "@src/app/controllers/PostController";
import Route from "@src/core/domains/http/router/Route";

export default Route.group({
    prefix: '/posts',
    middlewares: [
        ReadOnlyModeMiddleware.create({
            message: 'The blog is read-only while we move servers.',
            allowedMethods: ['GET', 'OPTIONS'],
        }),
    ],
}, router => {
    router.get('/', [PostController, 'index']);
    router.post('/', [PostController, 'store']);
});
