import BaseMigration from '@src/core/domains/migrations/base/BaseMigration';
import DataTypes from '@src/core/domains/migrations/schema/DataTypes';

// The docs' posts table (postedAt, privateComments)
export class CreatePostsTableMigration extends BaseMigration {

    async up(): Promise<void> {
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
