import Controller from '@src/core/domains/http/base/Controller';
import ApiResponse from '@src/core/domains/http/response/ApiResponse';

class TagController extends Controller {

    // No tags yet: an empty list counted with addTotalCount()
    async index() {
        const tags: string[] = [];
        const response = new ApiResponse(tags).addTotalCount();

        this.jsonResponse(response.build(), response.getCode());
    }

}

export default TagController;
