import Model from '@src/core/domains/models/base/Model';
import { IModelAttributes } from '@src/core/domains/models/interfaces/IModel';

// The PostModel of the HTTP and validation pages (see HTTP Advanced Resources, "The model")
export interface PostAttributes extends IModelAttributes {
    id: string;
    title: string;
    content: string;
    userId: string;
    privateComments: string | null;
    postedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
}

class PostModel extends Model<PostAttributes> {

    fields: string[] = [
        'id',
        'title',
        'content',
        'userId',
        'privateComments',
        'postedAt',
        'createdAt',
        'updatedAt',
    ];

    // never sent in API responses
    guarded: string[] = ['privateComments'];

    dates: string[] = ['postedAt', 'createdAt', 'updatedAt'];

}

export default PostModel;
