import Controller from '@src/core/domains/http/base/Controller';
import HttpContext from '@src/core/domains/http/context/HttpContext';

// GET /me/roles: the roles and groups stored for the caller (the API responses hide them)
export default class RolesController extends Controller {

    async invoke(context: HttpContext) {
        try {
            const user = context.getUser();
            this.ok({ roles: user?.getRoles() ?? [], groups: user?.getGroups() ?? [] });
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

}
