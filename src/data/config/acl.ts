import type { ConfigFile } from './types';

const config: ConfigFile = {
  file: 'src/config/acl.config.ts',
  items: [
    {
      name: 'defaultGroup',
      description:
        'The group every newly registered user joins; the user also receives the roles of that group. The starter file writes it as `GROUPS.USER`.',
      type: 'string',
      default: `'group_user'`,
      note: 'On a stock 2.0.6 project `POST /auth/register` answers 500 `data.groups is not iterable` until you apply the register fix on the Auth Routes page.',
    },
    {
      name: 'groups',
      description:
        'The groups users can belong to. A group bundles roles: a user created with a group receives its roles when first saved (`UserObserver.creating`). Assigning a group to an existing user does not change the roles; set them with `assignRoleToUser()`.',
      type: 'IAclGroup[]',
      default: `[{ name: 'group_user', roles: ['role_user'] }, { name: 'group_admin', roles: ['role_user', 'role_admin'] }]`,
      children: [
        {
          name: 'name',
          description: 'The unique group name, stored in the `groups` attribute of a user.',
          type: 'string',
        },
        {
          name: 'roles',
          description: 'The names of the roles the group grants. Each name must match an entry in `roles`.',
          type: 'string[]',
        },
      ],
    },
    {
      name: 'roles',
      description: 'The roles of the application. In 2.0 scopes belong to roles, not to groups.',
      type: 'IAclRole[]',
      default: `[{ name: 'role_admin', scopes: [] }, { name: 'role_user', scopes: [] }]`,
      children: [
        {
          name: 'name',
          description:
            'The unique role name, stored in the `roles` attribute of a user and checked by `hasRole` security rules.',
          type: 'string',
        },
        {
          name: 'scopes',
          description:
            'The scopes a user with this role gets on new API tokens, for example `PostModel:read`. Routes can require scopes.',
          type: 'string[]',
          default: '[]',
          note: 'Adding a scope to a role changes how routes behind a plain `AuthorizeMiddleware` answer in 2.0.6; read the scope caveat before you do.',
        },
      ],
    },
  ],
};

export default config;
