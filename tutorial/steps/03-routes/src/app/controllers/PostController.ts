import PostModel from '@src/app/models/PostModel';
import Controller from '@src/core/domains/http/base/Controller';
import HttpContext from '@src/core/domains/http/context/HttpContext';
import ApiResponse from '@src/core/domains/http/response/ApiResponse';
import { isUuid } from '@src/core/utility/uuid';

const PAGE_SIZE = 10;

class PostController extends Controller {

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

    // POST /posts
    async store(context: HttpContext) {
        try {
            const { title, content } = context.getBody();

            const post = PostModel.create<PostModel>({ title, content, userId: null, publishedAt: null });
            await post.save();

            this.created(new ApiResponse(await post.toObject()).build());
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

    // PATCH /posts/{id}
    async update(id: string, context: HttpContext) {
        try {
            const post = await this.findPost(id);

            if (!post) {
                this.notFound('Post not found');
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

    // DELETE /posts/{id}
    async destroy(id: string) {
        try {
            const post = await this.findPost(id);

            if (!post) {
                this.notFound('Post not found');
                return;
            }

            await post.delete();

            this.noContent();
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

    // Ids are UUIDs: anything else cannot match a post, and PostgreSQL would reject it
    protected async findPost(id: string): Promise<PostModel | null> {
        if (!isUuid(id)) {
            return null;
        }

        return await PostModel.query<PostModel>().find(id);
    }

}

export default PostController;
