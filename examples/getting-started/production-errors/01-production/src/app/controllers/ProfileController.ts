import User from '@src/app/models/auth/User';
import Controller from '@src/core/domains/http/base/Controller';

export default class ProfileController extends Controller {

    // GET /profiles/{id}: findOrFail() throws ModelNotFound for an id that does not exist
    async show(id: string) {
        try {
            const user = await User.query<User>().findOrFail(id);
            this.ok({ data: { firstName: user.getAttributeSync('firstName') } });
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

}
