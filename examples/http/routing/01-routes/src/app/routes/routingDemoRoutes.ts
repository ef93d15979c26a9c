import AboutController from "@src/app/controllers/AboutController";
import CommentController from "@src/app/controllers/CommentController";
import PostCommentController from "@src/app/controllers/PostCommentController";
import RouteInfoController from "@src/app/controllers/RouteInfoController";
import Route from "@src/core/domains/http/router/Route";

// #region action-forms
export const actionForms = Route.group(router => {

    // 1. A controller class: its invoke(context) method runs
    router.get('/about', AboutController);

    // 2. A [controller, method] pair
    router.get('/posts/:id/comments/:commentId', [PostCommentController, 'comment']);

    // 3. A method name, resolved on the group's controller (or the route's own)
    router.group({ prefix: '/posts', controller: RouteInfoController }, posts => {
        posts.get('/{id}', 'show');
        posts.get('/{id}/comments', 'index', { controller: CommentController });
    });

    // 4. A plain Express function (req, res, next)
    router.get('/ping', (req, res) => {
        res.json({ pong: true });
    });

});
// #endregion

// #region names
export const names = Route.group({ name: 'api.', prefix: '/names' }, router => {
    router.group({ prefix: '/posts', name: 'posts.' }, posts => {
        posts.get('/', [RouteInfoController, 'index'], { name: 'api.posts.index' }); // api.posts.index
        posts.get('/{id}', [RouteInfoController, 'show']);                            // api.posts.
    });
});
// #endregion

// #region prefix
export const prefixes = Route.group({ prefix: '/api' }, router => {
    router.group({ prefix: '/v1' }, v1 => {
        v1.get('/posts', [RouteInfoController, 'index']);                            // GET /api/v1/posts
        v1.get('/posts/{id}', [RouteInfoController, 'show'], { prefix: '/admin' }); // still GET /api/v1/posts/:id
    });
});
// #endregion

// #region config
export const configs = Route.group({ prefix: '/config/posts', config: { cacheSeconds: 60 } }, router => {
    router.get('/', [RouteInfoController, 'index']);                                      // { cacheSeconds: 60 }
    router.get('/{id}', [RouteInfoController, 'show'], { config: { cacheSeconds: 300 } }); // { cacheSeconds: 300 }
});
// #endregion

// #region nesting
export const nesting = Route.group({ prefix: '/site' }, router => {
    router.group({ prefix: '/admin' }, admin => {
        admin.group({ prefix: '/reports' }, reports => {
            reports.get('/daily', RouteInfoController);   // GET /site/admin/reports/daily
        });
    });

    // meant as GET /site/status, but bound as GET /site/admin/status
    router.get('/status', RouteInfoController);
});
// #endregion
