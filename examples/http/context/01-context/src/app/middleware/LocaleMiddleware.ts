import Middleware from '@src/core/domains/http/base/Middleware';
import HttpContext from '@src/core/domains/http/context/HttpContext';
import { session } from '@src/core/domains/session/services/SessionService';

class LocaleMiddleware extends Middleware {

    async execute(context: HttpContext): Promise<void> {
        const header = context.getRequest().headers['accept-language'] ?? 'en';
        const locale = header.split(',')[0].trim();

        session().updateSessionData({ locale });

        this.next();
    }

}

export default LocaleMiddleware;
