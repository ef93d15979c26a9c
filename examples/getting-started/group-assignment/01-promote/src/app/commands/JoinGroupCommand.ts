import User from '@src/app/models/auth/User';
import { acl } from '@src/core/domains/accessControl/services/BasicACLService';
import BaseCommand from '@src/core/domains/console/base/BaseCommand';
import { logger } from '@src/core/domains/logger/services/LoggerService';

// user:join-group --email=<email> --group=<group> [--with-roles=yes]
export default class JoinGroupCommand extends BaseCommand {

    signature: string = 'user:join-group';

    description = 'Move a user into an ACL group. --email=[email] --group=[group] --with-roles=[yes]';

    async execute() {
        const email = this.getArguementByKey('email')?.value as string;
        const group = this.getArguementByKey('group')?.value as string;
        const withRoles = this.getArguementByKey('with-roles')?.value === 'yes';

        const user = await User.query<User>().where('email', email).firstOrFail();

        await acl().assignGroupToUser(user, group);

        // The workaround: set the group's roles as well
        if (withRoles) {
            await acl().assignRoleToUser(user, acl().getGroup(group).roles);
        }

        await user.save();

        // Read the user back from the database
        const saved = await User.query<User>().where('email', email).firstOrFail();
        logger().info(`groups: ${saved.getGroups().join(', ')}; roles: ${saved.getRoles().join(', ')}`);
    }

}
