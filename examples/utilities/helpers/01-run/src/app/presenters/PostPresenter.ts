import { IHasExcerptConcern } from '@src/app/concerns/HasExcerptConcern';
import HasExcerptConcern from '@src/app/concerns/HasExcerptConcern';
import { IHasSlugConcern } from '@src/app/concerns/HasSlugConcern';
import HasSlugConcern from '@src/app/concerns/HasSlugConcern';
import PostModel from '@src/app/models/PostModel';
import compose from '@src/core/util/compose';

export default class PostPresenter extends compose(class {}, HasSlugConcern, HasExcerptConcern) implements IHasSlugConcern, IHasExcerptConcern {

    declare slugify: (text: string) => string;

    declare excerpt: (text: string, length?: number) => string;

    present(post: PostModel) {
        const title = post.getAttributeSync('title') as string;
        const content = post.getAttributeSync('content') as string;

        return {
            id: post.getId(),
            title,
            slug: this.slugify(title),
            excerpt: this.excerpt(content, 120),
        };
    }

}
