import Middleware from "@src/core/domains/http/base/Middleware";
import HttpContext from "@src/core/domains/http/context/HttpContext";

// Lets the action answer first, then fails: the error comes after the response was sent
class LateAuditMiddleware extends Middleware {

    public async execute(context: HttpContext): Promise<void> {
        context.getNext()?.();

        await new Promise(resolve => setTimeout(resolve, 50));
        throw new Error('The audit log is unavailable');
    }

}

export default LateAuditMiddleware;
