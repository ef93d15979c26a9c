import ProfileController from '@src/app/controllers/ProfileController';
import WelcomeController from '@src/app/controllers/WelcomeController';
import Route from '@src/core/domains/http/router/Route';

export default Route.group(router => {

    router.get('/', WelcomeController)

    router.get('/profiles/{id}', [ProfileController, 'show'])

})
