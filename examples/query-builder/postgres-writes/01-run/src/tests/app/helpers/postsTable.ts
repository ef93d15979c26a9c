import { db } from '@src/core/domains/database/services/Database';
import DataTypes from '@src/core/domains/migrations/schema/DataTypes';

// The test kernel does not run your migrations: the tests create the posts table themselves.
export const resetPostsTable = async () => {
    const schema = db().schema('postgres');

    if (await schema.tableExists('posts')) {
        await schema.dropTable('posts');
    }

    await schema.createTable('posts', {
        title: DataTypes.STRING,
        content: DataTypes.TEXT,
        userId: { type: DataTypes.UUID, allowNull: true },
        privateComments: { type: DataTypes.TEXT, allowNull: true },
        postedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
    });
};
