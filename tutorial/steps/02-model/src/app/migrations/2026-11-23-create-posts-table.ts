import PostModel from '@src/app/models/PostModel';
import BaseMigration from '@src/core/domains/migrations/base/BaseMigration';
import DataTypes from '@src/core/domains/migrations/schema/DataTypes';

export class CreatePostsTableMigration extends BaseMigration {

    async up(): Promise<void> {
        // No id column here: PostgreSQL tables get a UUID primary key "id" automatically
        await this.schema.createTable(PostModel.getTable(), {
            title: DataTypes.STRING,
            content: DataTypes.TEXT,
            userId: { type: DataTypes.UUID, allowNull: true },
            publishedAt: { type: DataTypes.DATE, allowNull: true },
            createdAt: DataTypes.DATE,
            updatedAt: DataTypes.DATE,
        });
    }

    async down(): Promise<void> {
        await this.schema.dropTable(PostModel.getTable());
    }

}
