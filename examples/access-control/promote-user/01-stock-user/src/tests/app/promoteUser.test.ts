import { afterAll, beforeAll, describe, test } from '@jest/globals';
import User from '@src/app/models/auth/User';
import { GROUPS } from '@src/config/acl.config';
import { acl } from '@src/core/domains/accessControl/services/BasicACLService';
import { db } from '@src/core/domains/database/services/Database';
import DataTypes from '@src/core/domains/migrations/schema/DataTypes';
import testHelper from '@src/tests/testHelper';

// The test kernel does not run migrations: create the users table the way the starter migration does.
const resetUsersTable = async () => {
    const schema = db().schema('postgres');

    if (await schema.tableExists('users')) {
        await schema.dropTable('users');
    }

    await schema.createTable('users', {
        email: DataTypes.STRING,
        hashedPassword: DataTypes.STRING,
        groups: DataTypes.ARRAY(DataTypes.STRING),
        roles: DataTypes.ARRAY(DataTypes.STRING),
        firstName: { type: DataTypes.STRING, allowNull: true },
        lastName: { type: DataTypes.STRING, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
    });
};

const findJane = () => User.query<User>().where('email', 'jane@example.com').firstOrFail();

// Reads Jane back from the database and prints what is stored
const printStored = async (label: string) => {
    const stored = await findJane();
    console.log(`RUN ${label}: stored groups ${JSON.stringify(stored.getGroups())}, roles ${JSON.stringify(stored.getRoles())}`);
};

describe('changing the group and roles of an existing user', () => {

    beforeAll(async () => {
        await testHelper.testBootApp();
        await resetUsersTable();
    }, 120000);

    afterAll(async () => {
        await db().schema('postgres').dropTable('users');
    }, 60000);

    test('a new user', async () => {
        const jane = User.create({ email: 'jane@example.com', password: 'a-long-passphrase', groups: [GROUPS.USER] });
        await jane.save();

        await printStored('User.create({ groups: [group_user] }) and save()');
    }, 60000);

    test('assignGroupToUser() and save()', async () => {
        const jane = await findJane();

        await acl().assignGroupToUser(jane, GROUPS.ADMIN);
        console.log(`RUN assignGroupToUser(jane, group_admin): groups on the model ${JSON.stringify(jane.getGroups())}`);
        await jane.save();

        await printStored('assignGroupToUser(jane, group_admin) and save()');
    }, 60000);

    test('assignRoleToUser() without save()', async () => {
        const jane = await findJane();

        await acl().assignRoleToUser(jane, acl().getGroup(GROUPS.ADMIN).roles);
        console.log(`RUN assignRoleToUser(jane, roles of group_admin): roles on the model ${JSON.stringify(jane.getRoles())}`);

        await printStored('assignRoleToUser(jane, roles of group_admin) without save()');
    }, 60000);

    test('assignGroupToUser(), assignRoleToUser() and save()', async () => {
        const jane = await findJane();

        await acl().assignGroupToUser(jane, GROUPS.ADMIN);
        await acl().assignRoleToUser(jane, acl().getGroup(GROUPS.ADMIN).roles);
        await jane.save();

        await printStored('assignGroupToUser(), assignRoleToUser() and save()');
    }, 60000);

});
