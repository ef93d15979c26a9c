import PostModel from '@src/app/models/PostModel';
import User from '@src/app/models/auth/User';
import { queryBuilder } from '@src/core/domains/eloquent/services/EloquentQueryBuilderService';
import Controller from '@src/core/domains/http/base/Controller';

export default class AdminController extends Controller {

    async stats() {
        try {
            const users = await queryBuilder(User).count();
            const posts = await queryBuilder(PostModel).count();

            this.ok({ data: { users, posts } });
        }
        catch (err) {
            // An error that leaves the action would stop the server in 2.0.6
            this.serverError(err as Error);
        }
    }

}
