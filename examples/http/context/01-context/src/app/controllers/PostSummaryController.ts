import Controller from "@src/core/domains/http/base/Controller";
import HttpContext from "@src/core/domains/http/context/HttpContext";

class PostSummaryController extends Controller {

    async invoke(context: HttpContext) {
        const locale = context.getByRequest<string>('locale') ?? 'en';
        this.ok({ locale });
    }

}

export default PostSummaryController;
