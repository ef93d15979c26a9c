import PostModel from '@src/app/models/PostModel';
import { ModelConstructor } from '@src/core/domains/models/interfaces/IModel';
import AbstractDatabaseRule from '@src/core/domains/validator/abstract/AbstractDatabaseRule';
import { IRule } from '@src/core/domains/validator/interfaces/IRule';

type UniqueTitleOptions = {
    modelConstructor: ModelConstructor;
};

class UniqueTitleForAuthorRule extends AbstractDatabaseRule<UniqueTitleOptions> implements IRule {

    protected name: string = 'uniqueTitleForAuthor';

    protected errorTemplate: string = 'You already have a post with this :attribute.';

    constructor() {
        super(PostModel);
    }

    public async test(): Promise<boolean> {
        const userId = this.getHttpContext()?.getUser()?.getId();

        if (!userId) {
            throw new Error('You must be logged in to check the :attribute.');
        }

        // Clone so repeated runs do not stack conditions on the shared builder
        const matches = await this.query().clone()
            .where('title', this.getAttributeData<string>())
            .where('userId', userId)
            .count();

        return matches === 0;
    }

}

export default UniqueTitleForAuthorRule;
