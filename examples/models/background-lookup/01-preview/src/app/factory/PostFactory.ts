import PostModel from "@src/app/models/PostModel";
import Factory from "@src/core/base/Factory";

class PostFactory extends Factory<PostModel> {

    protected model = PostModel;

    getDefinition(): PostModel['attributes'] {
        return {
            title: this.faker.lorem.sentence(),
            content: this.faker.lorem.paragraphs(3),
            userId: this.faker.string.uuid(),
            privateComments: null,
            postedAt: this.faker.date.past(),
        };
    }

}

export default PostFactory;
