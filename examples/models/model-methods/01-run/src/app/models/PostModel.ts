import PostCreatedListenerEvent from "@src/app/events/listeners/PostCreatedListenerEvent";
import PostFactory from "@src/app/factory/PostFactory";
import User from "@src/app/models/auth/User";
import PostObserver from "@src/app/observers/PostObserver";
import { TCastableType } from "@src/core/domains/cast/interfaces/IHasCastableConcern";
import BelongsTo from "@src/core/domains/eloquent/relational/BelongsTo";
import Model from "@src/core/domains/models/base/Model";
import { IModelAttributes, IModelEvents } from "@src/core/domains/models/interfaces/IModel";

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

    guarded: string[] = ['privateComments'];

    dates: string[] = ['postedAt', 'createdAt', 'updatedAt'];

    timestamps: boolean = true;

    json: string[] = [];

    encrypted: string[] = ['privateComments'];

    relationships: string[] = ['user'];

    observeProperties: Record<string, string> = { title: 'onTitleChange' };

    protected casts: Record<string, TCastableType> = {
        postedAt: 'date',
    };

    protected events: IModelEvents = {
        created: PostCreatedListenerEvent,
    };

    protected factory = PostFactory;

    constructor(data: PostModelAttributes | null = null) {
        super(data);
        this.setObserverConstructor(PostObserver);
    }

    user(): BelongsTo {
        return this.belongsTo(User, { localKey: 'userId' });
    }

}
