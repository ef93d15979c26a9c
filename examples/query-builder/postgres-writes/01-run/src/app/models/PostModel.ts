import Model from '@src/core/domains/models/base/Model';
import { IModelAttributes } from '@src/core/domains/models/interfaces/IModel';

// The blog's PostModel from Models Introduction, without its observer, events and encryption
export interface PostModelAttributes extends IModelAttributes {
    title: string;
    content: string;
    userId: string | null;
    privateComments: string | null;
    postedAt: Date | null;
}

export default class PostModel extends Model<PostModelAttributes> {

    table: string = 'posts';

    fields: string[] = ['id', 'title', 'content', 'userId', 'privateComments', 'postedAt', 'createdAt', 'updatedAt'];

    dates: string[] = ['postedAt', 'createdAt', 'updatedAt'];

    timestamps: boolean = true;

    json: string[] = [];

    relationships: string[] = [];

}
