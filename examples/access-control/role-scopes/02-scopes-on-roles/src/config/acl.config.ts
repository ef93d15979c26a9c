import PostModel from '@src/app/models/PostModel';
import { IAclConfig } from '@src/core/domains/auth/interfaces/acl/IAclConfig';

export const GROUPS = {
    USER: 'group_user',
    MODERATOR: 'group_moderator',
    ADMIN: 'group_admin',
} as const;

export const ROLES = {
    USER: 'role_user',
    MODERATOR: 'role_moderator',
    ADMIN: 'role_admin',
} as const;

export const aclConfig: IAclConfig = {
    defaultGroup: GROUPS.USER,
    groups: [
        { name: GROUPS.USER, roles: [ROLES.USER] },
        { name: GROUPS.MODERATOR, roles: [ROLES.USER, ROLES.MODERATOR] },
        { name: GROUPS.ADMIN, roles: [ROLES.USER, ROLES.MODERATOR, ROLES.ADMIN] },
    ],
    roles: [
        { name: ROLES.USER, scopes: PostModel.getScopes(['read']) },
        { name: ROLES.MODERATOR, scopes: PostModel.getScopes(['write']) },
        { name: ROLES.ADMIN, scopes: PostModel.getScopes(['create', 'delete']) },
    ],
};
