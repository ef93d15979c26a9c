import apiRoutes from '@src/app/routes/api';
import postRouteResource from '@src/app/routes/postRouteResource';
import CsrfMiddleware from '@src/core/domains/auth/middleware/CsrfMiddlware';
import { authJwt } from '@src/core/domains/auth/services/JwtAuthService';
import BaseRoutesProvider from '@src/core/domains/http/providers/BaseRoutesProvider';
import healthRoutes from '@src/core/domains/http/routes/healthRoutes';
import { app } from '@src/core/services/App';

class RoutesProvider extends BaseRoutesProvider {

    public async boot(): Promise<void> {
        const httpService = app('http');

        // the starter's routers
        httpService.bindRoutes(authJwt().getRouter());
        httpService.bindRoutes(CsrfMiddleware.getRouter());
        httpService.bindRoutes(healthRoutes);
        httpService.bindRoutes(apiRoutes);

        // your resource
        httpService.bindRoutes(postRouteResource);
    }

}

export default RoutesProvider;
