import PostModel from '@src/app/models/PostModel';
import Controller from '@src/core/domains/http/base/Controller';
import HttpContext from '@src/core/domains/http/context/HttpContext';
import ApiResponse from '@src/core/domains/http/response/ApiResponse';
import { isUuid } from '@src/core/utility/uuid';

const PAGE_SIZE = 10;

// #region open
class PostController extends Controller {
// #endregion

    // GET /posts?page=1
    async index(context: HttpContext) {
        try {
            const page = Math.max(1, Number(context.getQueryParam('page') ?? 1) || 1);

            const posts = await PostModel.query<PostModel>()
                .orderBy('createdAt', 'desc')
                .skip((page - 1) * PAGE_SIZE)
                .take(PAGE_SIZE)
                .get();

            const data = await Promise.all(posts.all().map(post => post.toObject()));

            this.ok(new ApiResponse(data).addPagination(page, PAGE_SIZE).addTotalCount().build());
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

    // GET /posts/{id}
    async show(id: string) {
        try {
            const post = await this.findPost(id);

            if (!post) {
                this.notFound('Post not found');
                return;
            }

            this.ok(new ApiResponse(await post.toObject()).build());
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

    // #region store
    // POST /posts (signed in)
    async store(context: HttpContext) {
        try {
            const { title, content } = context.getBody();

            // The author is the signed-in user, never a userId from the request body
            const userId = context.getUser()?.getId() ?? null;

            const post = PostModel.create<PostModel>({ title, content, userId, publishedAt: null });
            await post.save();

            this.created(new ApiResponse(await post.toObject()).build());
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }
    // #endregion

    // #region update
    // PATCH /posts/{id} (signed in, author only)
    async update(id: string, context: HttpContext) {
        try {
            const post = await this.findPost(id);

            if (!post) {
                this.notFound('Post not found');
                return;
            }

            if (!this.isAuthor(post, context)) {
                this.forbidden('Only the author can change this post');
                return;
            }

            // fill() skips undefined values, so a client may send only the fields it changes
            const { title, content } = context.getBody();
            await post.fill({ title, content });
            await post.save();

            this.ok(new ApiResponse(await post.toObject()).build());
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }
    // #endregion

    // #region destroy
    // DELETE /posts/{id} (signed in, author only)
    async destroy(id: string, context: HttpContext) {
        try {
            const post = await this.findPost(id);

            if (!post) {
                this.notFound('Post not found');
                return;
            }

            if (!this.isAuthor(post, context)) {
                this.forbidden('Only the author can delete this post');
                return;
            }

            await post.delete();

            this.noContent();
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }
    // #endregion

    // Ids are UUIDs: anything else cannot match a post, and PostgreSQL would reject it
    protected async findPost(id: string): Promise<PostModel | null> {
        if (!isUuid(id)) {
            return null;
        }

        return await PostModel.query<PostModel>().find(id);
    }

    // #region isAuthor
    protected isAuthor(post: PostModel, context: HttpContext): boolean {
        const userId = context.getUser()?.getId();

        return typeof userId === 'string' && post.getAttributeSync('userId') === userId;
    }
    // #endregion

// #region close
}
// #endregion

export default PostController;
