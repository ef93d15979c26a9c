import User from '@src/app/models/auth/User';
import BelongsTo from '@src/core/domains/eloquent/relational/BelongsTo';
import Model from '@src/core/domains/models/base/Model';
import { IModelAttributes } from '@src/core/domains/models/interfaces/IModel';

// The docs' PostModel without its factory, observer, event and encrypted column
export interface PostModelAttributes extends IModelAttributes {
    id?: string;
    title: string;
    content: string;
    userId: string;
    privateComments: string | null;
    postedAt: Date | null;
    createdAt?: Date;
    updatedAt?: Date;
    user?: User | null;
}

export default class PostModel extends Model<PostModelAttributes> {

    table: string = 'posts';

    fields: string[] = ['id', 'title', 'content', 'userId', 'privateComments', 'postedAt', 'createdAt', 'updatedAt'];

    guarded: string[] = ['privateComments'];

    dates: string[] = ['postedAt', 'createdAt', 'updatedAt'];

    timestamps: boolean = true;

    json: string[] = [];

    relationships: string[] = ['user'];

    user(): BelongsTo {
        return this.belongsTo(User, { localKey: 'userId' });
    }

}
