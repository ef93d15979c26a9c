import User from '@src/app/models/auth/User';
import BaseSeeder from '@src/core/domains/migrations/base/BaseSeeder';

export class EditorUserSeeder extends BaseSeeder {

    async up(): Promise<void> {
        // create() + save() runs UserObserver: it hashes password and derives roles from groups
        const user = User.create({ email: 'editor@example.com', password: 'correct-horse-42', groups: ['group_user'] });
        await user.save();
    }

}

export default EditorUserSeeder;
