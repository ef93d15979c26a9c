import User from '@src/app/models/auth/User';
import BaseSeeder from '@src/core/domains/migrations/base/BaseSeeder';

// An account that exists before anyone registers. Created through the model, so the
// observer hashes the password and derives the roles from the group.
export class GraceSeeder extends BaseSeeder {

    async up(): Promise<void> {
        const grace = User.create({
            email: 'grace@example.com',
            password: 'grace-hopper-1',
            groups: ['group_user'],
            firstName: 'Grace',
        });
        await grace.save();
    }

}
