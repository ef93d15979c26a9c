import PostModel from '@src/app/models/PostModel';
import BaseSeeder from '@src/core/domains/migrations/base/BaseSeeder';

export class PostsSeeder extends BaseSeeder {

    async up(): Promise<void> {
        for (let i = 0; i < 3; i++) {
            // make() fills the factory definition; save() runs timestamps and observers
            const post = PostModel.factory().make();
            await post.save();
        }
    }

}
