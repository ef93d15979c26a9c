import Controller from "@src/core/domains/http/base/Controller";

class StatusController extends Controller {

    async invoke() {
        this.ok({ status: 'ok' });
    }

}

export default StatusController;
