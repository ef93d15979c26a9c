import Controller from "@src/core/domains/http/base/Controller";

// An action without try/catch whose work fails, as any uncaught query error would
class BrokenController extends Controller {

    async invoke() {
        throw new Error('Something in this action failed');
    }

}

export default BrokenController;
