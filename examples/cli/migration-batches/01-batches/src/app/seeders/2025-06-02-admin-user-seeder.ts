import User from '@src/app/models/auth/User';
import BaseSeeder from '@src/core/domains/migrations/base/BaseSeeder';

export class AdminUserSeeder extends BaseSeeder {

    async up(): Promise<void> {
        const user = User.create({ email: 'admin@example.com', password: 'correct-horse-43', groups: ['group_admin'] });
        await user.save();
    }

}

export default AdminUserSeeder;
