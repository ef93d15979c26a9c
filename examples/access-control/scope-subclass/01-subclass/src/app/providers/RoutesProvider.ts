import apiRoutes from '@src/app/routes/api';
import postRoutes from '@src/app/routes/posts';
import CsrfMiddleware from '@src/core/domains/auth/middleware/CsrfMiddlware';
import { authJwt } from '@src/core/domains/auth/services/JwtAuthService';
import BaseRoutesProvider from '@src/core/domains/http/providers/BaseRoutesProvider';
import healthRoutes from '@src/core/domains/http/routes/healthRoutes';
import { app } from '@src/core/services/App';

class RoutesProvider extends BaseRoutesProvider {

    public async boot(): Promise<void> {

        const httpService = app('http');

        httpService.bindRoutes(authJwt().getRouter())
        httpService.bindRoutes(CsrfMiddleware.getRouter())
        httpService.bindRoutes(healthRoutes);
        httpService.bindRoutes(apiRoutes);

        // The scoped /posts routes, behind ScopedAuthorizeMiddleware
        httpService.bindRoutes(postRoutes);

    }

}

export default RoutesProvider;
