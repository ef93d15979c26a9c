import { PostModelAttributes } from "@src/app/models/PostModel";
import BaseEventListener from "@src/core/domains/events/base/BaseEventListener";
import EventRegistry from "@src/core/domains/events/registry/EventRegistry";
import { logger } from "@src/core/domains/logger/services/LoggerService";

class PostCreatedListenerEvent extends BaseEventListener<PostModelAttributes> {

    async execute(): Promise<void> {
        const post = this.getPayload();

        logger().info(`New post "${post.title}" by user ${post.userId}`);
    }

}

export default EventRegistry.registerListener(PostCreatedListenerEvent);
