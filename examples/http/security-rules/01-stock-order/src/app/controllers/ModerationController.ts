import PostModel from '@src/app/models/PostModel';
import Controller from '@src/core/domains/http/base/Controller';

class ModerationController extends Controller {

    // the 50 newest posts, for moderators to review
    async queue() {
        try {
            const posts = await PostModel.query().orderBy('createdAt', 'desc').limit(50).get();
            const data = await Promise.all(posts.all().map(post => post.toObject()));

            this.ok({ data });
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

}

export default ModerationController;
