import PostPublishedListener from '@src/app/events/listeners/PostPublishedListener';
import PostModel from '@src/app/models/PostModel';
import { dispatch } from '@src/core/domains/events/services/EventService';

export default class PostPublisher {

    async publish(post: PostModel): Promise<void> {
        await post.attr('postedAt', new Date());
        await post.save();

        await dispatch(new PostPublishedListener({
            postId: post.getId() as string,
            userId: post.getAttributeSync('userId') as string,
        }));
    }

}
