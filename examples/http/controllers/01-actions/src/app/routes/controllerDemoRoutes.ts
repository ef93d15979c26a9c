import BrokenController from "@src/app/controllers/BrokenController";
import LegacyBlogController from "@src/app/controllers/LegacyBlogController";
import PostController from "@src/app/controllers/PostController";
import Route from "@src/core/domains/http/router/Route";

export default Route.group(router => {
    router.get('/blog/{slug}', [LegacyBlogController, 'oldPost']);

    // PostController has no publish method
    router.post('/posts/{id}/publish', [PostController, 'publish']);

    router.get('/broken', BrokenController);
});
