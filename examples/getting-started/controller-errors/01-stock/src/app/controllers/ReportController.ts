import PostModel from '@src/app/models/PostModel';
import Controller from '@src/core/domains/http/base/Controller';
import HttpContext from '@src/core/domains/http/context/HttpContext';

// No try/catch, like the file make:controller generates
export default class ReportController extends Controller {

    // GET /reports/{id}: findOrFail() throws ModelNotFound for an id that does not exist
    async show(id: string, context: HttpContext) {
        const post = await PostModel.query<PostModel>().findOrFail(id);
        this.ok({ data: { title: post.getAttributeSync('title'), requestId: context.getId() } });
    }

    // POST /maintenance/reports
    async store(context: HttpContext) {
        this.created({ data: { queued: true, requestId: context.getId() } });
    }

}
