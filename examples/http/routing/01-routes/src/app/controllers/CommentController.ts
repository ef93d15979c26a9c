import Controller from "@src/core/domains/http/base/Controller";
import HttpContext from "@src/core/domains/http/context/HttpContext";

class CommentController extends Controller {

    // GET /posts/{id}/comments: the post id arrives first, the context last
    async index(postId: string, context: HttpContext) {
        this.ok({ postId, data: [], requestId: context.getId() });
    }

}

export default CommentController;
