import Middleware from "@src/core/domains/http/base/Middleware";
import HttpContext from "@src/core/domains/http/context/HttpContext";

export type TReadOnlyModeMiddlewareConfig = {
    message: string;
    allowedMethods: string[];
}

class ReadOnlyModeMiddleware extends Middleware<TReadOnlyModeMiddlewareConfig> {

    public async execute(context: HttpContext): Promise<void> {
        const { message, allowedMethods } = this.getConfig();

        if (!allowedMethods.includes(context.getMethod())) {
            context.getResponse().status(503).json({ error: message });
            return;
        }

        this.next();
    }

}

export default ReadOnlyModeMiddleware;
