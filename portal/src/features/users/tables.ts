// The server-paged Strata Users tables (strata spec 2 and 9): active and archived accounts of the strata roles.

import { listArchivedUsersWithProperty, listUsersWithProperty } from '@portal/sdk/operations';
import { listArchivedUsersWithPropertyQueryKey, listUsersWithPropertyQueryKey } from '@portal/sdk/query';
import { userTablePageSizeOptions } from '@portal/ui';
import { pagedList } from '../shared/pagedList.ts';
import { strataUserRoles } from '../shared/strataConstants.ts';

/** The accounts the tables list: administrators, building logins and unit owners. */
export const strataUsers = { query: { rolesList: [...strataUserRoles] } };

const usersTable = {
  prefix: 'users',
  sort: 'userName',
  pageSizes: userTablePageSizeOptions,
  failure: 'Could Not Load Users.',
} as const;

/** /strataAdmin/user/list. */
export const userTable = pagedList({
  ...usersTable,
  operation: listUsersWithProperty,
  queryKey: listUsersWithPropertyQueryKey,
  file: 'strata-users',
});

/** /strataAdmin/user/archived. */
export const archivedUserTable = pagedList({
  ...usersTable,
  operation: listArchivedUsersWithProperty,
  queryKey: listArchivedUsersWithPropertyQueryKey,
  file: 'archived-strata-users',
});
