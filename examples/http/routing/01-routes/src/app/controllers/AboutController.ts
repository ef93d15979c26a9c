import Controller from "@src/core/domains/http/base/Controller";
import HttpContext from "@src/core/domains/http/context/HttpContext";

class AboutController extends Controller {

    async invoke(context: HttpContext) {
        this.ok({ name: 'A blog built with Larascript', requestId: context.getId() });
    }

}

export default AboutController;
