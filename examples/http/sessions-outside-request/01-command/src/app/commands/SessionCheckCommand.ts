import { auth } from '@src/core/domains/auth/services/AuthService';
import BaseCommand from '@src/core/domains/console/base/BaseCommand';
import { session } from '@src/core/domains/session/services/SessionService';

// What session() and auth() give code that runs outside an HTTP request
class SessionCheckCommand extends BaseCommand {

    signature = 'app:session-check';

    description = 'Prints what session() and auth().check() return outside a request';

    async execute() {
        const show = async (label: string, read: () => unknown) => {
            try {
                console.log(`RUN ${label}: ${JSON.stringify(await read())}`);
            }
            catch (error) {
                console.log(`RUN ${label}: throws "${(error as Error).message}"`);
            }
        };

        await show('no session yet, session().getSessionId()', () => session().getSessionId());
        await show('no session yet, auth().check()', () => auth().check());

        await session().start();
        await show('after await session().start(), session().getSessionId()', () => session().getSessionId());

        await session().runWithSession(async () => {
            await show('inside runWithSession(), session().getSessionData()', () => session().getSessionData());
            await show('inside runWithSession(), auth().check()', () => auth().check());
        }, { userId: '6c1e2a8b-93f4-4a3e-8d7f-1b2c3d4e5f60' });
    }

}

export default SessionCheckCommand;
