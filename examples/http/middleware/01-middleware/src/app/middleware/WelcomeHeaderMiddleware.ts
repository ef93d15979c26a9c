import Middleware from "@src/core/domains/http/base/Middleware";
import HttpContext from "@src/core/domains/http/context/HttpContext";

export type TWelcomeHeaderMiddlewareConfig = {
    text: string;
}

// Reads its settings with getConfig(), like a file from make:middleware
class WelcomeHeaderMiddleware extends Middleware<TWelcomeHeaderMiddlewareConfig> {

    public async execute(context: HttpContext): Promise<void> {
        const { text } = this.getConfig();
        context.getResponse().setHeader('X-Welcome', text);
        this.next();
    }

}

export default WelcomeHeaderMiddleware;
