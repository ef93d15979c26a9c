import VisitsController from '@src/app/controllers/VisitsController';
import CountVisitsMiddleware from '@src/app/middleware/CountVisitsMiddleware';
import PostModel from '@src/app/models/PostModel';
import Route from '@src/core/domains/http/router/Route';

export default Route.group(router => {
    router.get('/visits', VisitsController);

    // #region resource
    // a resource with the middleware in its options
    router.resource({
        prefix: '/counted-posts',
        resource: PostModel,
        middlewares: [CountVisitsMiddleware],
    });
    // #endregion

    // #region group
    // the middleware on a group and again on one of its routes
    router.group({ prefix: '/counted', middlewares: [CountVisitsMiddleware] }, counted => {
        counted.get('/group-and-route', [VisitsController, 'done'], { middlewares: [CountVisitsMiddleware] });

        // ...and on a nested group
        counted.group({ prefix: '/nested', middlewares: [CountVisitsMiddleware] }, nested => {
            nested.get('/', [VisitsController, 'done']);
        });
    });
    // #endregion
});
