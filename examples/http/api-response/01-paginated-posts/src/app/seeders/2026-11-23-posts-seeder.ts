import PostModel from '@src/app/models/PostModel';
import BaseSeeder from '@src/core/domains/migrations/base/BaseSeeder';

// Seven posts, created one after the other (replaces the tutorial's seeder of the same name)
export class PostsSeeder extends BaseSeeder {

    async up(): Promise<void> {
        for (let i = 1; i <= 7; i++) {
            const post = PostModel.create({ title: `Post number ${i}`, content: `The text of post ${i}.`, postedAt: null });
            await post.save();
        }
    }

}
