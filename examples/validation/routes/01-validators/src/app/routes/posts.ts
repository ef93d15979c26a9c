import DraftController from '@src/app/controllers/DraftController';
import PostController from '@src/app/controllers/PostController';
import PostModel from '@src/app/models/PostModel';
import CreatePostValidator from '@src/app/validators/CreatePostValidator';
import PostIdValidator from '@src/app/validators/PostIdValidator';
import ShowPostValidator from '@src/app/validators/ShowPostValidator';
import UpdatePostValidator from '@src/app/validators/UpdatePostValidator';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

// #region posts
export const postRoutes = Route.group({ prefix: '/posts', middlewares: [AuthorizeMiddleware] }, (router) => {
    router.post('/', [PostController, 'store'], { validator: CreatePostValidator });
    router.patch('/{id}', [PostController, 'update'], { validator: UpdatePostValidator });
});
// #endregion

// #region show
export const publicPostRoutes = Route.group({ prefix: '/public/posts' }, (router) => {
    router.get('/{id}', [PostController, 'show'], { validator: ShowPostValidator });
});
// #endregion

// #region drafts
export const draftRoutes = Route.group({ prefix: '/drafts' }, (router) => {
    router.post('/preview', [DraftController, 'preview'], { validator: CreatePostValidator });
    router.patch('/{id}/preview', [DraftController, 'previewUpdate'], { validator: [PostIdValidator, UpdatePostValidator] });
});
// #endregion

// #region resource
export const postResource = Route.group({ middlewares: [AuthorizeMiddleware] }, (router) => {
    router.resource({
        prefix: '/resource-posts',
        resource: PostModel,
        only: ['create'],
        validation: {
            create: CreatePostValidator,
        },
    });
});
// #endregion
