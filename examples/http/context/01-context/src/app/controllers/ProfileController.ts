import Controller from "@src/core/domains/http/base/Controller";
import HttpContext from "@src/core/domains/http/context/HttpContext";

class ProfileController extends Controller {

    async invoke(context: HttpContext) {
        const user = context.getUser();
        const apiToken = context.getApiToken();

        if (!user || !apiToken) {
            this.unauthorized();
            return;
        }

        this.ok({
            id: user.getId(),
            email: user.getEmail(),
            scopes: apiToken.getScopes(),
        });
    }

}

export default ProfileController;
