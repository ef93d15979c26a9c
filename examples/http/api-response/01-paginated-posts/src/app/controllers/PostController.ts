import PostModel from '@src/app/models/PostModel';
import Controller from '@src/core/domains/http/base/Controller';
import HttpContext from '@src/core/domains/http/context/HttpContext';
import ApiResponse from '@src/core/domains/http/response/ApiResponse';

class PostController extends Controller {

    async index(context: HttpContext) {
        try {
            const page = Math.max(1, Number(context.getQueryParam('page') ?? '1'));
            const pageSize = 3;

            const posts = await PostModel.query()
                .orderBy('createdAt', 'desc')
                .skip((page - 1) * pageSize)
                .take(pageSize)
                .get();

            const total = await PostModel.query().count();
            const data = await Promise.all(posts.toArray().map(post => post.toObject()));

            const response = new ApiResponse(data)
                .addPagination(page, pageSize)
                .setTotalCount(total)
                .setAdditionalMeta({ generatedAt: new Date().toISOString() });

            this.jsonResponse(response.build(), response.getCode());
        }
        catch (error) {
            // in 2.0.6 an error that escapes an action stops the server
            this.serverError(error as Error);
        }
    }

}

export default PostController;
