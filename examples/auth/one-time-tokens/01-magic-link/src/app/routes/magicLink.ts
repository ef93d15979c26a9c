import MagicLinkController from '@src/app/controllers/MagicLinkController';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import OneTimeTokenMiddleware from '@src/core/domains/auth/middleware/OneTimeTokenMiddleware';
import Route from '@src/core/domains/http/router/Route';

export default Route.group({ prefix: '/magic-link', controller: MagicLinkController }, router => {

    router.post('/', 'request', {
        security: [router.security().rateLimited(5, 1)],
    });

    router.post('/redeem', 'redeem', {
        middlewares: [
            AuthorizeMiddleware.create({ allowedScopes: ['oneTime'] }),
            OneTimeTokenMiddleware.create({ validateContainsOneTimeScope: true }),
        ],
    });
});
