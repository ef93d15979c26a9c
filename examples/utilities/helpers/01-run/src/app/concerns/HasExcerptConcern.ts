import { TClassConstructor } from '@src/core/interfaces/ClassConstructor.t';

export interface IHasExcerptConcern {
    excerpt(text: string, length?: number): string;
}

const HasExcerptConcern = (Base: TClassConstructor) => {
    return class extends Base implements IHasExcerptConcern {

        excerpt(text: string, length: number = 160): string {
            if (text.length <= length) {
                return text;
            }
            return `${text.slice(0, length).trimEnd()}…`;
        }

    };
};

export default HasExcerptConcern;
