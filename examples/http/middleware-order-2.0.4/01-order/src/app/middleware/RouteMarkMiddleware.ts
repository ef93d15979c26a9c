import Middleware from '@src/core/domains/http/base/Middleware';
import HttpContext from '@src/core/domains/http/context/HttpContext';

// Prints when it runs, then lets the request go on.
export default class RouteMarkMiddleware extends Middleware {

    async execute(context: HttpContext): Promise<void> {
        console.log(`[order] route middleware (${context.getMethod()} ${context.getRequest().path})`);
        this.next();
    }

}
