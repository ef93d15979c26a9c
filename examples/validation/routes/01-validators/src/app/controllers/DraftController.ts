import Controller from '@src/core/domains/http/base/Controller';
import HttpContext from '@src/core/domains/http/context/HttpContext';

// Answers the request body as the action receives it, after the validators ran
class DraftController extends Controller {

    // POST /drafts/preview
    async preview(context: HttpContext) {
        this.ok({ body: context.getBody() });
    }

    // PATCH /drafts/{id}/preview: the id arrives first
    async previewUpdate(id: string, context: HttpContext) {
        this.ok({ body: context.getBody() });
    }

}

export default DraftController;
