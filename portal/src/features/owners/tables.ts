// The server-paged tables of the rental admin (rental spec 2.3, 2.4).
import { listOwnerProfilesQueryKey, listPropertiesQueryKey } from '@portal/sdk/query';
import { pagedList } from '../shared/pagedList.ts';
import { ownersLoadFailure, propertiesLoadFailure } from './AdminDashboardView.tsx';

/** The admin dashboard's active properties (RM Number, Address Type, City). */
export const propertyTable = pagedList({
  path: '/property',
  queryKey: listPropertiesQueryKey,
  prefix: 'properties',
  sort: 'rmNumber',
  file: 'properties',
  failure: propertiesLoadFailure,
});

/** The admin dashboard's active owners (Name, Email). */
export const ownerTable = pagedList({
  path: '/ownerProfile',
  queryKey: listOwnerProfilesQueryKey,
  prefix: 'owners',
  sort: 'name',
  file: 'owners',
  failure: ownersLoadFailure,
});
