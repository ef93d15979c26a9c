import Controller from "@src/core/domains/http/base/Controller";

// Answers what the router stored for the matched route
class RouteInfoController extends Controller {

    async index() {
        this.info();
    }

    async show() {
        this.info();
    }

    async invoke() {
        this.info();
    }

    protected info() {
        const route = this.getRouteOptions();
        this.ok({ path: route?.path, name: route?.name, config: route?.config ?? null });
    }

}

export default RouteInfoController;
