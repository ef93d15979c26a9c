import BaseConfig from '@src/core/base/BaseConfig';

export interface PostSluggerConfig {
    maxLength: number;
    separator: '-' | '_';
}

export default class PostSlugger extends BaseConfig {

    constructor(config: PostSluggerConfig) {
        super();
        this.setConfig(config);
    }

    slugFor(title: string): string {
        const { maxLength, separator } = this.getConfig<PostSluggerConfig>();

        return title
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, separator)
            .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '')
            .slice(0, maxLength);
    }

}
