import Middleware from '@src/core/domains/http/base/Middleware';
import HttpContext from '@src/core/domains/http/context/HttpContext';

class EnforceAllowedIpsMiddleware extends Middleware {

    async execute(context: HttpContext): Promise<void> {
        const rules = (context.getRouteItem()?.security ?? [])
            .filter(rule => rule.getId() === 'allowedIps');

        for (const rule of rules) {
            if (!(await rule.execute(context))) {
                context.getResponse().status(403).json({ error: 'Your IP address is not allowed' });
                return;
            }
        }

        // after an await, continue through the context argument (see HTTP Middleware)
        context.getNext()?.();
    }

}

export default EnforceAllowedIpsMiddleware;
