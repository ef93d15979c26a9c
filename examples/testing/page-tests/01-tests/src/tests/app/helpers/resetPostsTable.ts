import { db } from '@src/core/domains/database/services/Database';
import DataTypes from '@src/core/domains/migrations/schema/DataTypes';
import { createAuthTables, forEveryConnection } from '@src/tests/testHelper';

// PostModel's table. Not PostModel.getTable(): model statics need the database
// service, which does not exist until testBootApp() has run.
export const postsTable = 'posts';

export const resetPostsTable = async () => {
    await forEveryConnection(async (connectionName) => {
        const schema = db().schema(connectionName);

        // PostModel loads its user() relationship on every save and read
        if (!(await schema.tableExists('users'))) {
            await createAuthTables(connectionName);
        }

        if (await schema.tableExists(postsTable)) {
            await schema.dropTable(postsTable);
        }

        await schema.createTable(postsTable, {
            title: DataTypes.STRING,
            content: DataTypes.TEXT,
            userId: DataTypes.STRING,
            privateComments: { type: DataTypes.TEXT, allowNull: true },
            postedAt: { type: DataTypes.DATE, allowNull: true },
            createdAt: DataTypes.DATE,
            updatedAt: DataTypes.DATE,
        });
    }, { only: ['postgres'] }); // recorded without a MongoDB server
};
