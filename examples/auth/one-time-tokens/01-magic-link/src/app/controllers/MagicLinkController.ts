import { auth } from '@src/core/domains/auth/services/AuthService';
import { authJwt } from '@src/core/domains/auth/services/JwtAuthService';
import Controller from '@src/core/domains/http/base/Controller';
import HttpContext from '@src/core/domains/http/context/HttpContext';

export default class MagicLinkController extends Controller {

    // POST /magic-link — body: { "email": "..." }
    async request(context: HttpContext) {
        try {
            const { email } = context.getBody();
            const user = await auth().getUserRepository().findByEmail(email);

            if (user) {
                const token = await authJwt().oneTimeService().createSingleUseToken(user, [], { expiresAfterMinutes: 15 });
                // Send a link carrying `token` by e-mail, for example with mail().send(...)
            }

            // Same answer whether or not the address exists
            this.noContent();
        }
        catch (error) {
            // In 2.0.6 an error that leaves the action ends the process; answer 500 instead
            this.serverError(error as Error);
        }
    }

    // POST /magic-link/redeem — Authorization: Bearer <one-time token>
    async redeem(context: HttpContext) {
        try {
            const user = context.getUser();

            if (!user) {
                this.unauthorized();
                return;
            }

            const token = await authJwt().createJwtFromUser(user);
            this.ok({ token });
        }
        catch (error) {
            this.serverError(error as Error);
        }
    }

}
