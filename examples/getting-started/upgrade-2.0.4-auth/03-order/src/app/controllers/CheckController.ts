import Controller from "@src/core/domains/http/base/Controller";

// Answers when every middleware before it let the request through.
class CheckController extends Controller {

    async passed() {
        this.jsonResponse({ passed: true }, 200);
    }

}

export default CheckController;
