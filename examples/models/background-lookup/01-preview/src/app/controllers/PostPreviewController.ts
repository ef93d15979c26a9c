import PostModel from '@src/app/models/PostModel';
import Controller from '@src/core/domains/http/base/Controller';
import HttpContext from '@src/core/domains/http/context/HttpContext';

// Shows how a post would look, without saving it
class PostPreviewController extends Controller {

    async invoke(context: HttpContext) {
        try {
            const { title, content, userId } = context.getBody();
            const post = PostModel.create<PostModel>({ title, content, userId, privateComments: null, postedAt: null });

            this.ok({ preview: await post.toObject() });
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

}

export default PostPreviewController;
