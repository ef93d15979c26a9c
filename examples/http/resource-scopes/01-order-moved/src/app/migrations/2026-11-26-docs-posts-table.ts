import BaseMigration from '@src/core/domains/migrations/base/BaseMigration';
import DataTypes from '@src/core/domains/migrations/schema/DataTypes';

// The examples use the docs' PostModel (postedAt, privateComments) instead of the tutorial's:
// this migration replaces the tutorial's posts table, and its seeded posts, with an empty one.
export class DocsPostsTableMigration extends BaseMigration {

    async up(): Promise<void> {
        await this.schema.dropTable('posts');
        await this.schema.createTable('posts', {
            title: DataTypes.STRING,
            content: DataTypes.TEXT,
            userId: { type: DataTypes.UUID, allowNull: true },
            privateComments: { type: DataTypes.TEXT, allowNull: true },
            postedAt: { type: DataTypes.DATE, allowNull: true },
            createdAt: DataTypes.DATE,
            updatedAt: DataTypes.DATE,
        });
    }

    async down(): Promise<void> {
        await this.schema.dropTable('posts');
    }

}
