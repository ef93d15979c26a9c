import RolesController from '@src/app/controllers/RolesController';
import WelcomeController from '@src/app/controllers/WelcomeController';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

export default Route.group(router => {

    router.get('/', WelcomeController)

    router.get('/me/roles', RolesController, { middlewares: [AuthorizeMiddleware] })

})
