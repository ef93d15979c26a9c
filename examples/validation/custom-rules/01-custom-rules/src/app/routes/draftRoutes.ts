import CheckController from '@src/app/controllers/CheckController';
import PostController from '@src/app/controllers/PostController';
import PostDraftValidator from '@src/app/validators/PostDraftValidator';
import PostTitleValidator from '@src/app/validators/PostTitleValidator';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

export default Route.group(router => {
    router.post('/drafts/check', CheckController, { validator: PostDraftValidator });

    router.post('/posts', [PostController, 'store'], {
        middlewares: [AuthorizeMiddleware],
        validator: PostTitleValidator,
    });

    // the same validator on a route without AuthorizeMiddleware
    router.post('/titles/check', CheckController, { validator: PostTitleValidator });
});
