import PostFactory from '@src/app/factory/PostFactory';
import Model from '@src/core/domains/models/base/Model';
import { IModelAttributes } from '@src/core/domains/models/interfaces/IModel';

// id, createdAt and updatedAt come from IModelAttributes (optional until the post is saved)
export interface PostModelAttributes extends IModelAttributes {
    title: string;
    content: string;
    userId: string | null;
    publishedAt: Date | null;
}

class PostModel extends Model<PostModelAttributes> {

    // Only these attributes can be set with fill() and attr()
    fields: string[] = [
        'id',
        'title',
        'content',
        'userId',
        'publishedAt',
        'createdAt',
        'updatedAt',
    ];

    // Nothing to hide from API responses
    guarded: string[] = [];

    json: string[] = [];

    dates: string[] = [
        'publishedAt',
        'createdAt',
        'updatedAt',
    ];

    // Fill createdAt and updatedAt on save()
    timestamps: boolean = true;

    relationships: string[] = [];

    protected factory = PostFactory;

}

export default PostModel;
