import apiRoutes from "@src/app/routes/api";
import noteRoutes from "@src/app/routes/noteRoutes";
import CsrfMiddleware from "@src/core/domains/auth/middleware/CsrfMiddlware";
import { authJwt } from "@src/core/domains/auth/services/JwtAuthService";
import BaseRoutesProvider from "@src/core/domains/http/providers/BaseRoutesProvider";
import healthRoutes from "@src/core/domains/http/routes/healthRoutes";
import { app } from "@src/core/services/App";

class RoutesProvider extends BaseRoutesProvider {

    public async boot(): Promise<void> {
        const httpService = app('http');

        // the starter's routers
        httpService.bindRoutes(authJwt().getRouter());
        httpService.bindRoutes(CsrfMiddleware.getRouter());
        httpService.bindRoutes(healthRoutes);
        httpService.bindRoutes(apiRoutes);

        // your routers
        httpService.bindRoutes(noteRoutes);
    }

}

export default RoutesProvider;
