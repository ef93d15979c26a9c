import ContextEchoController from "@src/app/controllers/ContextEchoController";
import PostSummaryController from "@src/app/controllers/PostSummaryController";
import PostViewController from "@src/app/controllers/PostViewController";
import ProfileController from "@src/app/controllers/ProfileController";
import LocaleMiddleware from "@src/app/middleware/LocaleMiddleware";
import PostLocaleMiddleware from "@src/app/middleware/PostLocaleMiddleware";
import AuthorizeMiddleware from "@src/core/domains/auth/middleware/AuthorizeMiddleware";
import Route from "@src/core/domains/http/router/Route";

export default Route.group(router => {
    router.get('/posts/{id}/views', [PostViewController, 'show']);
    router.get('/profile', ProfileController, { middlewares: [AuthorizeMiddleware] });
    router.get('/profile-without-authorize', ProfileController);
    router.get('/summary', PostSummaryController, { middlewares: [PostLocaleMiddleware] });
    router.patch('/context/posts/{id}', [ContextEchoController, 'validatorBody']);

    // LocaleMiddleware after AuthorizeMiddleware: both values stay
    router.get('/session/after', [ContextEchoController, 'sessionData'], {
        middlewares: [AuthorizeMiddleware, LocaleMiddleware],
    });

    // LocaleMiddleware before AuthorizeMiddleware: setSessionData({ userId }) replaces the locale
    router.get('/session/before', [ContextEchoController, 'sessionData'], {
        middlewares: [LocaleMiddleware, AuthorizeMiddleware],
    });
});
