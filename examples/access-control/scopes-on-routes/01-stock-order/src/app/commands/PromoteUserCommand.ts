import User from '@src/app/models/auth/User';
import { acl } from '@src/core/domains/accessControl/services/BasicACLService';
import BaseCommand from '@src/core/domains/console/base/BaseCommand';

export default class PromoteUserCommand extends BaseCommand {

    signature: string = 'user:promote';

    description = 'Give a user the roles of an ACL group. --email=[email] --group=[group]';

    async execute() {
        const email = this.getArguementByKey('email')?.value;
        const group = this.getArguementByKey('group')?.value;

        if (!email || !group) {
            this.input.writeLine('Usage: user:promote --email=<email> --group=<group>');
            return;
        }

        // Throws "Group <name> not found" for a group missing from acl.config.ts
        const roles = acl().getGroupRoles(group).map((role) => role.name);

        const user = await User.query<User>().where('email', email).firstOrFail();

        // Sets the attribute only; save() writes it
        await acl().assignRoleToUser(user, roles);
        await user.save();

        this.input.writeLine(`${email} now has the roles ${roles.join(', ')}`);
    }

}
