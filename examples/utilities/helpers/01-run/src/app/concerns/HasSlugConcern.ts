import { TClassConstructor } from '@src/core/interfaces/ClassConstructor.t';

export interface IHasSlugConcern {
    slugify(text: string): string;
}

const HasSlugConcern = (Base: TClassConstructor) => {
    return class extends Base implements IHasSlugConcern {

        slugify(text: string): string {
            return text
                .toLowerCase()
                .replace(/[^a-z0-9]+/g, '-')
                .replace(/^-+|-+$/g, '');
        }

    };
};

export default HasSlugConcern;
