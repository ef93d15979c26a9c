import ExportPostsCommand from '@src/app/commands/ExportPostsCommand';
import BaseProvider from '@src/core/base/Provider';
import { app } from '@src/core/services/App';

export default class ExportProvider extends BaseProvider {

    async register(): Promise<void> {
        app('console').register(ExportPostsCommand, {
            directory: 'storage/exports',
            format: 'csv',
        });
    }

}
