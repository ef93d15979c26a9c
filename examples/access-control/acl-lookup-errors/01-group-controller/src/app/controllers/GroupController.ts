import { acl } from '@src/core/domains/accessControl/services/BasicACLService';
import Controller from '@src/core/domains/http/base/Controller';

// #region open
export default class GroupController extends Controller {
// #endregion

    // #region show
    // GET /groups/{name}: the group's roles and scopes, or 404 for an unknown name
    async show(name: string) {
        try {
            const group = acl().getGroup(name);

            this.ok({
                data: {
                    name: group.name,
                    roles: group.roles,
                    scopes: acl().getGroupScopes(group),
                },
            });
        }
        catch (err) {
            // getGroup() throws "Group <name> not found"
            this.notFound((err as Error).message);
        }
    }
    // #endregion show

    // #region unsafe
    // The same lookup without a try/catch: in 2.0.6 an unknown name ends the process
    async showUnsafe(name: string) {
        const group = acl().getGroup(name);

        this.ok({ data: group });
    }
    // #endregion unsafe

// #region close
}
// #endregion
