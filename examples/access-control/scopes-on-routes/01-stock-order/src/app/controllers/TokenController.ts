import Controller from '@src/core/domains/http/base/Controller';
import HttpContext from '@src/core/domains/http/context/HttpContext';

export default class TokenController extends Controller {

    // GET /me/scopes: the scopes of the token that sent the request
    async scopes(context: HttpContext) {
        try {
            this.ok({ data: context.getApiToken()?.getScopes() ?? [] });
        }
        catch (err) {
            this.serverError(err as Error);
        }
    }

}
