import PostPageController from "@src/app/controllers/PostPageController";
import Route from "@src/core/domains/http/router/Route";

export default Route.group({ prefix: '/blog', controller: PostPageController }, router => {
    router.get('/', 'index');
    router.get('/{id}', 'show');
});
