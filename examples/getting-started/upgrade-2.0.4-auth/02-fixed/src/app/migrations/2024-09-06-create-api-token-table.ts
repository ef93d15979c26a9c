import ApiToken from '@src/core/domains/auth/models/ApiToken';
import { authJwt } from '@src/core/domains/auth/services/JwtAuthService';
import BaseMigration from '@src/core/domains/migrations/base/BaseMigration';
import DataTypes from '@src/core/domains/migrations/schema/DataTypes';

export class CreateApiTokenMigration extends BaseMigration {

    group?: string = 'app:setup';

    async up(): Promise<void> {
        await this.schema.createTable(ApiToken.getTable(), {
            ...authJwt().getCreateApiTokenTableSchema(),
            options: { type: DataTypes.JSON, allowNull: true },
            expiresAt: { type: DataTypes.DATE, allowNull: true },
            createdAt: DataTypes.DATE,
            updatedAt: DataTypes.DATE,
        });
    }

    async down(): Promise<void> {
        await this.schema.dropTable(ApiToken.getTable());
    }
}
