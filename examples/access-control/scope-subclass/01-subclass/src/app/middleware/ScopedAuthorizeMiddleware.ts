import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import HttpContext from '@src/core/domains/http/context/HttpContext';

class ScopedAuthorizeMiddleware extends AuthorizeMiddleware {

    async validateScopes(context: HttpContext): Promise<boolean> {
        const allowedScopes = this.config?.allowedScopes ?? [];
        const apiToken = context.getApiToken();

        if (!apiToken) {
            return false;
        }

        return allowedScopes.every((scope) => apiToken.hasScope(scope, false));
    }

}

export default ScopedAuthorizeMiddleware;
