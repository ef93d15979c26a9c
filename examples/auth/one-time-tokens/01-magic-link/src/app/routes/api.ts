import DevOneTimeTokenController from '@src/app/controllers/DevOneTimeTokenController';
import WelcomeController from '@src/app/controllers/WelcomeController';
import Route from '@src/core/domains/http/router/Route';

export default Route.group(router => {

    router.get('/', WelcomeController)

    // Development only (see DevOneTimeTokenController)
    router.post('/dev/one-time-token', DevOneTimeTokenController)

})
