import Middleware from '@src/core/domains/http/base/Middleware';
import HttpContext from '@src/core/domains/http/context/HttpContext';

class StripOwnerFieldMiddleware extends Middleware {

    async execute(context: HttpContext): Promise<void> {
        const body = context.getBody();

        if (body && typeof body === 'object') {
            delete body.userId;
        }

        this.next();
    }

}

export default StripOwnerFieldMiddleware;
