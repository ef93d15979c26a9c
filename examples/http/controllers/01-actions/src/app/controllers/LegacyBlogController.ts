import Controller from "@src/core/domains/http/base/Controller";

class LegacyBlogController extends Controller {

    async oldPost(slug: string) {
        this.redirect(`/posts/${slug}`, 301);
    }

}

export default LegacyBlogController;
