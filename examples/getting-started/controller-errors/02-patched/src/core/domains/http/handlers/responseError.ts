import { AppSingleton } from '@src/core/services/App';
import { Request, Response } from 'express';

/**
 * Utility function to send an error response to the client.
 *
 * If the app is not in production mode, the error is logged to the console.
 *
 * @param req Express Request object
 * @param res Express Response object
 * @param err The error to log and send
 * @param code The HTTP status code to send (default: 500)
 */
export default (req: Request, res: Response, err: Error, code: number = 500) => {

    // 2.0.6 workaround: a request that has its answer already cannot get a second one.
    // Log the error instead of letting res.send() throw ERR_HTTP_HEADERS_SENT.
    if (res.headersSent) {
        AppSingleton.container('logger').error(err, err.stack)
        return;
    }

    if (AppSingleton.env() === 'production') {
        res.status(code).send({ error: 'Something went wrong' })
        return;
    }

    AppSingleton.container('logger').error(err, err.stack)

    // Format the stack trace by splitting it into an array of lines
    const stackLines = err.stack ? err.stack.split('\n').map(line => line.trim()) : [];

    res.status(code).send({
        error: err.message,
        stack: stackLines
    })
}
