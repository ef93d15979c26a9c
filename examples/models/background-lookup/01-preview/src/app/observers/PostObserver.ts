import { PostModelAttributes } from "@src/app/models/PostModel";
import { logger } from "@src/core/domains/logger/services/LoggerService";
import Observer from "@src/core/domains/observer/services/Observer";

export default class PostObserver extends Observer<PostModelAttributes> {

    async creating(data: PostModelAttributes): Promise<PostModelAttributes> {
        data.title = data.title.trim();
        data.postedAt = data.postedAt ?? null;
        return data;
    }

    async created(data: PostModelAttributes): Promise<PostModelAttributes> {
        logger().info(`Post ${data.id} created by user ${data.userId}`);
        return data;
    }

    async deleting(data: PostModelAttributes): Promise<PostModelAttributes> {
        logger().info(`Deleting post ${data.id}`);
        return data;
    }

    onTitleChange(data: PostModelAttributes): PostModelAttributes {
        data.title = data.title.trim();
        return data;
    }

}
