import Controller from "@src/core/domains/http/base/Controller";
import HttpContext from "@src/core/domains/http/context/HttpContext";

type IpEntry<T> = { value: T; createdAt: Date; ttlSeconds: number | null };

class PostViewController extends Controller {

    async show(id: string, context: HttpContext) {
        const key = `viewed-post-${id}`;
        const entry = context.getIpContext<IpEntry<number>>(key);
        const views = (entry?.value ?? 0) + 1;

        // Keep the counter for one hour
        context.setIpContext(key, views, 60 * 60);

        this.ok({ postId: id, viewsFromThisIp: views });
    }

}

export default PostViewController;
