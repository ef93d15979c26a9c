import User from '@src/app/models/auth/User';
import { GROUPS } from '@src/config/acl.config';
import BaseSeeder from '@src/core/domains/migrations/base/BaseSeeder';

// An administrator: created through the model, so the observer derives role_user and role_admin
export class AdminSeeder extends BaseSeeder {

    async up(): Promise<void> {
        const admin = User.create({
            email: 'admin@example.com',
            password: 'admin-passphrase-7',
            groups: [GROUPS.ADMIN],
            firstName: 'Alan',
        });
        await admin.save();
    }

}
