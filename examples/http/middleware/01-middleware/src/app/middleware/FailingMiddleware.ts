import Middleware from "@src/core/domains/http/base/Middleware";
import HttpContext from "@src/core/domains/http/context/HttpContext";

// Fails before the request continues
class FailingMiddleware extends Middleware {

    public async execute(context: HttpContext): Promise<void> {
        if (context.getMethod() === 'GET') {
            throw new Error('The feature flag service is unreachable');
        }

        this.next();
    }

}

export default FailingMiddleware;
