import { auth } from '@src/core/domains/auth/services/AuthService';
import { authJwt } from '@src/core/domains/auth/services/JwtAuthService';
import Controller from '@src/core/domains/http/base/Controller';
import HttpContext from '@src/core/domains/http/context/HttpContext';

// Development only: answers with the one-time token that would be mailed, so the redeem route can be
// tried without a mail server. Never bind this route in production.
export default class DevOneTimeTokenController extends Controller {

    async invoke(context: HttpContext) {
        try {
            const user = await auth().getUserRepository().findByEmail(context.getBody().email);

            if (!user) {
                this.notFound();
                return;
            }

            this.ok({ token: await authJwt().oneTimeService().createSingleUseToken(user) });
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

}
