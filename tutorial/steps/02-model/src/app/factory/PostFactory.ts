import PostModel from '@src/app/models/PostModel';
import Factory from '@src/core/base/Factory';

class PostFactory extends Factory<PostModel> {

    protected model = PostModel;

    getDefinition(): PostModel['attributes'] {
        return {
            title: this.faker.lorem.sentence({ min: 3, max: 6 }),
            content: this.faker.lorem.sentences(2),
            userId: null,
            publishedAt: null,
        };
    }

}

export default PostFactory;
