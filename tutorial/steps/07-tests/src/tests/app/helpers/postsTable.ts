import { db } from '@src/core/domains/database/services/Database';
import DataTypes from '@src/core/domains/migrations/schema/DataTypes';

// The test kernel does not run your migrations: tests create the tables they use.
// 'posts' is PostModel's table name; PostModel.getTable() needs a booted kernel.
export const postsTable = 'posts';

export const resetPostsTable = async (connectionName = 'postgres') => {
    const schema = db().schema(connectionName);

    if (await schema.tableExists(postsTable)) {
        await schema.dropTable(postsTable);
    }

    await schema.createTable(postsTable, {
        title: DataTypes.STRING,
        content: DataTypes.TEXT,
        userId: { type: DataTypes.UUID, allowNull: true },
        publishedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
    });
};
