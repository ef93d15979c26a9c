import PostModel from '@src/app/models/PostModel';
import Repository from '@src/core/base/Repository';

export default class PostRepository extends Repository<PostModel> {

    constructor(connectionName?: string) {
        super(PostModel, connectionName);
    }

    async findPublishedByUser(userId: string): Promise<PostModel[]> {
        const posts = await this.query()
            .where('userId', userId)
            .whereNotNull('postedAt')
            .orderBy('postedAt', 'desc')
            .get();

        return posts.toArray();
    }

    async latestPublished(limit: number = 10): Promise<PostModel[]> {
        const posts = await this.query()
            .whereNotNull('postedAt')
            .orderBy('postedAt', 'desc')
            .limit(limit)
            .get();

        return posts.toArray();
    }

    async countDrafts(userId: string): Promise<number> {
        return await this.query()
            .where('userId', userId)
            .whereNull('postedAt')
            .count();
    }

    // The author is joined into the same query, as a raw object
    async findPublishedWithAuthor(userId: string): Promise<PostModel[]> {
        const posts = await this.query()
            .with('user')
            .where('userId', userId)
            .whereNotNull('postedAt')
            .orderBy('postedAt', 'desc')
            .get();

        return posts.toArray();
    }

    // The author is loaded afterwards, as a plain object without guarded attributes
    async findPublishedForResponse(userId: string): Promise<PostModel[]> {
        const posts = await this.query()
            .where('userId', userId)
            .whereNotNull('postedAt')
            .orderBy('postedAt', 'desc')
            .get();

        for (const post of posts.all()) {
            await post.loadRelationships({ only: ['user'], loadAsAttributes: true, excludeGuarded: true });
        }

        return posts.toArray();
    }

}
