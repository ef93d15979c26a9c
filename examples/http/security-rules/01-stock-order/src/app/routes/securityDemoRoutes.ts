import AdminStatsController from '@src/app/controllers/AdminStatsController';
import ModerationController from '@src/app/controllers/ModerationController';
import StatusController from '@src/app/controllers/StatusController';
import EnforceAllowedIpsMiddleware from '@src/app/middleware/EnforceAllowedIpsMiddleware';
import AllowedIpsRule from '@src/app/security/AllowedIpsRule';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

// #region admin
export const adminRoutes = Route.group({
    prefix: '/admin',
    middlewares: [AuthorizeMiddleware],
    security: [Route.security().hasRole('role_admin')],
}, router => {
    router.get('/stats', AdminStatsController, {
        security: [router.security().rateLimited(100, 1)],
    });
});
// #endregion

// #region moderation
export const moderationRoutes = Route.group({
    prefix: '/moderation',
    middlewares: [AuthorizeMiddleware],
}, router => {
    router.get('/queue', [ModerationController, 'queue'], {
        security: [router.security().hasRole(['role_user', 'role_admin'])],
    });
});
// #endregion

// #region members
// Every registered user holds role_user
export const memberRoutes = Route.group({
    prefix: '/members',
    middlewares: [AuthorizeMiddleware],
    security: [Route.security().hasRole('role_user')],
}, router => {
    router.get('/feed', StatusController);
});
// #endregion

// #region scoped
export const scopedRoutes = Route.group({
    prefix: '/reports',
    middlewares: [AuthorizeMiddleware],
}, router => {
    router.get('/posts', StatusController, {
        security: [router.security().scopes(['PostModel:read'])],
    });
});
// #endregion

// #region limited
export const limitedRoutes = Route.group(router => {
    // at most 2 requests per minute
    router.get('/limited', StatusController, {
        security: [router.security().rateLimited(2, 1)],
    });
});
// #endregion

// #region allowed-ips
export const intranetRoutes = Route.group({
    prefix: '/intranet',
    middlewares: [EnforceAllowedIpsMiddleware],
    security: [Route.security().create(AllowedIpsRule, { ips: ['127.0.0.1', '::1'] })],
}, router => {
    router.get('/stats', StatusController);
});

export const partnerRoutes = Route.group({
    prefix: '/partners',
    middlewares: [EnforceAllowedIpsMiddleware],
    security: [Route.security().create(AllowedIpsRule, { ips: ['203.0.113.10'] })],
}, router => {
    router.get('/stats', StatusController);
});
// #endregion
