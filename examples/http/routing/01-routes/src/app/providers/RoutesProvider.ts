import apiRoutes from "@src/app/routes/api";
import { actionForms, configs, names, nesting, prefixes } from "@src/app/routes/routingDemoRoutes";
import CsrfMiddleware from "@src/core/domains/auth/middleware/CsrfMiddlware";
import { authJwt } from "@src/core/domains/auth/services/JwtAuthService";
import BaseRoutesProvider from "@src/core/domains/http/providers/BaseRoutesProvider";
import healthRoutes from "@src/core/domains/http/routes/healthRoutes";
import { app } from "@src/core/services/App";

class RoutesProvider extends BaseRoutesProvider {

    public async boot(): Promise<void> {
        const httpService = app('http');

        httpService.bindRoutes(authJwt().getRouter());
        httpService.bindRoutes(CsrfMiddleware.getRouter());
        httpService.bindRoutes(healthRoutes);
        httpService.bindRoutes(apiRoutes);

        // Your routers
        httpService.bindRoutes(actionForms);
        httpService.bindRoutes(names);
        httpService.bindRoutes(prefixes);
        httpService.bindRoutes(configs);
        httpService.bindRoutes(nesting);
    }

}

export default RoutesProvider;
