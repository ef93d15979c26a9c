import Singleton from '@src/core/base/Singleton';

export interface PostViewCounterConfig {
    flushEvery: number;
}

export class PostViewCounter extends Singleton<PostViewCounterConfig> {

    private counts = new Map<string, number>();

    increment(postId: string): number {
        const next = this.count(postId) + 1;
        this.counts.set(postId, next);
        return next;
    }

    count(postId: string): number {
        return this.counts.get(postId) ?? 0;
    }

    shouldFlush(postId: string): boolean {
        const flushEvery = this.getConfig()?.flushEvery ?? 100;
        return this.count(postId) % flushEvery === 0;
    }

}
