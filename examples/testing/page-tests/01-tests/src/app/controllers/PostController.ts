import PostModel from "@src/app/models/PostModel";
import Controller from "@src/core/domains/http/base/Controller";
import HttpContext from "@src/core/domains/http/context/HttpContext";

class PostController extends Controller {

    async index(context: HttpContext) {
        try {
            const limit = Number(context.getQueryParam('limit') ?? 10);
            const posts = await PostModel.query().orderBy('postedAt', 'desc').limit(limit).get();
            const data = await Promise.all(posts.all().map(post => post.toObject()));

            this.ok({ data });
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

    async show(id: string, context: HttpContext) {
        try {
            const post = await PostModel.query().find(id);

            if (!post) {
                this.notFound(`Post ${id} was not found`);
                return;
            }

            this.ok({ data: await post.toObject(), requestId: context.getId() });
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

    async store(context: HttpContext) {
        try {
            const user = context.getUser();

            if (!user) {
                this.unauthorized();
                return;
            }

            const { title, content } = context.getBody();
            const post = PostModel.create({ title, content, userId: user.getId(), postedAt: new Date() });
            await post.save();

            this.created({ data: await post.toObject() });
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

    async update(id: string, context: HttpContext) {
        try {
            const post = await PostModel.query().find(id);

            if (!post) {
                this.notFound();
                return;
            }

            if (post.getAttributeSync('userId') !== context.getUser()?.getId()) {
                this.forbidden('You can only edit your own posts');
                return;
            }

            await post.fill({ title: context.getBody().title, content: context.getBody().content });
            await post.save();

            this.ok({ data: await post.toObject() });
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

    async destroy(id: string, context: HttpContext) {
        try {
            const post = await PostModel.query().find(id);

            if (!post) {
                this.notFound();
                return;
            }

            const user = context.getUser();
            const isOwner = post.getAttributeSync('userId') === user?.getId();

            if (!isOwner && !user?.hasRole('role_admin')) {
                this.forbidden('You can only delete your own posts');
                return;
            }

            await post.delete();
            this.noContent();
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

}

export default PostController;
