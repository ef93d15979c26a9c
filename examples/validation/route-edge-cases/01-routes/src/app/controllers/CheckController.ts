import Controller from '@src/core/domains/http/base/Controller';
import HttpContext from '@src/core/domains/http/context/HttpContext';

// Reached only when the route's validator passed
class CheckController extends Controller {

    async invoke(context: HttpContext) {
        this.ok({ valid: true, body: context.getBody() });
    }

}

export default CheckController;
