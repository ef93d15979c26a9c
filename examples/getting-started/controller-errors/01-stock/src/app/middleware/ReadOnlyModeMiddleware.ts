import Middleware from '@src/core/domains/http/base/Middleware';
import HttpContext from '@src/core/domains/http/context/HttpContext';

// Refuses write requests during maintenance, then records the refusal. Recording fails here on
// purpose: it stands for any step that can fail after the answer went out (a log table, a queue).
export default class ReadOnlyModeMiddleware extends Middleware {

    async execute(context: HttpContext): Promise<void> {
        if (context.getRequest().method === 'GET') {
            this.next();
            return;
        }

        context.getResponse().status(503).send({ error: 'The API is read-only during maintenance' });

        await this.recordRefusal(context);
    }

    protected async recordRefusal(context: HttpContext): Promise<void> {
        throw new Error(`Could not record the refused ${context.getRequest().method} request`);
    }

}
