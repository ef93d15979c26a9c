import AbstractRule from '@src/core/domains/validator/abstract/AbstractRule';
import { IRule, IRuleError } from '@src/core/domains/validator/interfaces/IRule';

type MinWordsOptions = {
    words: number;
};

class MinWordsRule extends AbstractRule<MinWordsOptions> implements IRule {

    protected name: string = 'minWords';

    protected errorTemplate: string = 'The :attribute field must contain at least :words words.';

    constructor(words: number) {
        super({ words });
    }

    public async test(): Promise<boolean> {
        const value = this.getAttributeData();

        if (typeof value !== 'string') {
            return false;
        }

        return value.trim().split(/\s+/).filter(Boolean).length >= this.options.words;
    }

    // Fill in :words; :attribute is filled in automatically
    public getError(): IRuleError {
        return {
            [this.getDotNotationPath()]: [this.formatErrorMessage({ words: this.options.words })],
        };
    }

}

export default MinWordsRule;
