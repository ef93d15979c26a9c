import PostModel from "@src/app/models/PostModel";
import Controller from "@src/core/domains/http/base/Controller";
import HttpContext from "@src/core/domains/http/context/HttpContext";

class PostPageController extends Controller {

    async index(context: HttpContext) {
        try {
            const posts = await PostModel.query()
                .where('postedAt', '<=', new Date())
                .orderBy('postedAt', 'desc')
                .limit(20)
                .get();

            // toObject() leaves out guarded attributes such as privateComments
            const items = await Promise.all(posts.all().map(post => post.toObject()));

            this.render('posts/index', {
                title: 'Latest posts',
                posts: items,
                messages: context.getQueryParam('published')
                    ? [{ type: 'success', text: 'Your post is live.' }]
                    : [],
            });
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

    async show(id: string) {
        try {
            const post = await PostModel.query().find(id);

            if (!post) {
                this.notFound(`Post ${id} was not found`);
                return;
            }

            this.render('posts/show', {
                title: post.getAttributeSync('title'),
                post: await post.toObject(),
            });
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

}

export default PostPageController;
