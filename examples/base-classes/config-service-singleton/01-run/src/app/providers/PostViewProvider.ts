import { PostViewCounter } from '@src/app/services/PostViewCounter';
import BaseProvider from '@src/core/base/Provider';

export default class PostViewProvider extends BaseProvider {

    async register(): Promise<void> {
        PostViewCounter.getInstance({ flushEvery: 50 });
    }

}
