import AdminController from '@src/app/controllers/AdminController';
import { ROLES } from '@src/config/acl.config';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

export default Route.group({
    prefix: '/admin',
    middlewares: [AuthorizeMiddleware],
    security: [Route.security().hasRole(ROLES.ADMIN)],
}, (router) => {
    router.get('/stats', [AdminController, 'stats']);
});
