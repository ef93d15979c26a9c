import Middleware from "@src/core/domains/http/base/Middleware";
import HttpContext from "@src/core/domains/http/context/HttpContext";

class PostLocaleMiddleware extends Middleware {

    public async execute(context: HttpContext): Promise<void> {
        context.setContext('locale', context.getQueryParam('lang') ?? 'en');
        this.next();
    }

}

export default PostLocaleMiddleware;
