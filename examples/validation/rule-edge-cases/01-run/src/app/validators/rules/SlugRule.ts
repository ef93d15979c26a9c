import AbstractRule from '@src/core/domains/validator/abstract/AbstractRule';
import { IRule } from '@src/core/domains/validator/interfaces/IRule';

class SlugRule extends AbstractRule implements IRule {

    protected name: string = 'slug';

    protected errorTemplate: string = 'The :attribute field must be a valid slug.';

    public async test(): Promise<boolean> {
        const value = String(this.getAttributeData() ?? '');

        if (value !== value.toLowerCase()) {
            throw new Error('The :attribute field must be lower case.');
        }

        return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
    }

}

export default SlugRule;
