import Controller from "@src/core/domains/http/base/Controller";
import HttpContext from "@src/core/domains/http/context/HttpContext";
import { requestContext } from "@src/core/domains/http/context/RequestContext";
import { session } from "@src/core/domains/session/services/SessionService";

const wait = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

class RequestDetailsController extends Controller {

    // PATCH /details/posts/{id} with a validator: the body the action receives
    async body(id: string, context: HttpContext) {
        this.ok({ body: context.getBody() });
    }

    // GET /details/request-id: the request id and the session id
    async requestId(context: HttpContext) {
        this.ok({ requestId: context.getId(), sessionId: session().getSessionId() });
    }

    // GET /details/slow?who=...: stores a marker for this request, then answers after 1.5 s
    async slow(context: HttpContext) {
        context.setContext('marker', context.getQueryParam('who') ?? null);
        await wait(1500);
        this.ok({ marker: context.getByRequest('marker') ?? null });
    }

    // GET /details/marker: the marker stored under this request's id, if any
    async marker(context: HttpContext) {
        this.ok({ requestId: context.getId(), marker: context.getByRequest('marker') ?? null });
    }

    // GET /details/stored-requests: waits 2 s, then lists the request ids that still have values
    async storedRequests(context: HttpContext) {
        await wait(2000);
        this.ok({ requestIds: [...requestContext().getRequestContext().keys()] });
    }

}

export default RequestDetailsController;
