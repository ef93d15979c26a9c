import Controller from "@src/core/domains/http/base/Controller";
import HttpContext from "@src/core/domains/http/context/HttpContext";
import { session } from "@src/core/domains/session/services/SessionService";

class ContextEchoController extends Controller {

    // PATCH /context/posts/{id}: what ValidatorMiddleware would validate
    async validatorBody(id: string, context: HttpContext) {
        this.ok(context.getValidatorBody());
    }

    // GET /session/...: the session data of this request
    async sessionData(context: HttpContext) {
        this.ok({ sessionIdIsRequestId: session().getSessionId() === context.getId(), data: session().getSessionData() });
    }

}

export default ContextEchoController;
