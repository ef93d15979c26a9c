import BaseCommand from '@src/core/domains/console/base/BaseCommand';

export interface ExportPostsConfig {
    directory: string;
    format: 'csv' | 'json';
}

export default class ExportPostsCommand extends BaseCommand {

    signature = 'app:export-posts';

    description = 'Export published posts to a file';

    async execute() {
        const config = this.getConfig<ExportPostsConfig | null>();
        const directory = config?.directory ?? 'storage/exports';
        const format = config?.format ?? 'json';

        this.input.writeLine(`Exporting posts to ${directory} as ${format}`);
    }

}
