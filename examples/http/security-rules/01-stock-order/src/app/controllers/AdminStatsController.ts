import User from '@src/app/models/auth/User';
import PostModel from '@src/app/models/PostModel';
import Controller from '@src/core/domains/http/base/Controller';

class AdminStatsController extends Controller {

    async invoke() {
        try {
            const [posts, users] = await Promise.all([PostModel.query().count(), User.query().count()]);
            this.ok({ posts, users });
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

}

export default AdminStatsController;
