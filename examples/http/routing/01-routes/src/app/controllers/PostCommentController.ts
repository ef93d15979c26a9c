import Controller from "@src/core/domains/http/base/Controller";
import HttpContext from "@src/core/domains/http/context/HttpContext";

class PostCommentController extends Controller {

    // GET /posts/:id/comments/:commentId
    async comment(id: string, commentId: string, context: HttpContext) {
        this.ok({ postId: id, commentId, requestId: context.getId() });
    }

}

export default PostCommentController;
