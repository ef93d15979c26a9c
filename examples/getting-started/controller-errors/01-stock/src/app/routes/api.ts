import ReportController from '@src/app/controllers/ReportController';
import WelcomeController from '@src/app/controllers/WelcomeController';
import ReadOnlyModeMiddleware from '@src/app/middleware/ReadOnlyModeMiddleware';
import Route from '@src/core/domains/http/router/Route';

export default Route.group(router => {

    router.get('/', WelcomeController)

    router.get('/reports/{id}', [ReportController, 'show'])

    router.group({ prefix: '/maintenance', middlewares: [ReadOnlyModeMiddleware] }, router => {
        router.post('/reports', [ReportController, 'store'])
    })

})
