import Controller from "@src/core/domains/http/base/Controller";
import HttpContext from "@src/core/domains/http/context/HttpContext";

// Answers the arguments the framework passed to the action, in order
class ArgumentsController extends Controller {

    async invoke(...args: unknown[]) {
        this.ok({
            arguments: args.map(arg => (arg instanceof HttpContext ? 'HttpContext' : arg)),
        });
    }

}

export default ArgumentsController;
