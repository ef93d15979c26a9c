import { IAclConfig } from '@src/core/domains/auth/interfaces/acl/IAclConfig';

export const GROUPS = {
    USER: 'group_user',
    ADMIN: 'group_admin',
} as const

export const ROLES = {
    USER: 'role_user',
    ADMIN: 'role_admin'
} as const

export const aclConfig: IAclConfig = {

    defaultGroup: GROUPS.USER,

    groups: [
        {
            name: GROUPS.USER,
            roles: [ROLES.USER]
        },
        {
            name: GROUPS.ADMIN,
            roles: [ROLES.USER, ROLES.ADMIN]
        }
    ],

    roles: [
        {
            name: ROLES.ADMIN,
            scopes: ['PostModel:write', 'PostModel:delete']
        },
        {
            name: ROLES.USER,
            scopes: ['PostModel:read', 'PostModel:create']
        },
    ],

}
