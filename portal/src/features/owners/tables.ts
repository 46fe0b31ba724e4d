// The server-paged tables of the rental admin (rental spec 2.3, 2.4).

import {
  listArchivedOwnerProfiles,
  listArchivedProperties,
  listOwnerProfiles,
  listProperties,
  listPropertiesOfOwnerUser,
} from '@portal/sdk/operations';
import {
  listArchivedOwnerProfilesQueryKey,
  listArchivedPropertiesQueryKey,
  listOwnerProfilesQueryKey,
  listPropertiesOfOwnerUserQueryKey,
  listPropertiesQueryKey,
} from '@portal/sdk/query';
import { pagedList } from '../shared/pagedList.ts';
import { ownersLoadFailure, propertiesLoadFailure } from './ownerMessages.ts';

/** The admin dashboard's active properties (RM Number, Address Type, City). */
export const propertyTable = pagedList({
  operation: listProperties,
  queryKey: listPropertiesQueryKey,
  prefix: 'properties',
  sort: 'rmNumber',
  file: 'properties',
  failure: propertiesLoadFailure,
});

/** The admin dashboard's active owners (Name, Email). */
export const ownerTable = pagedList({
  operation: listOwnerProfiles,
  queryKey: listOwnerProfilesQueryKey,
  prefix: 'owners',
  sort: 'name',
  file: 'owners',
  failure: ownersLoadFailure,
});

/** /admin/owner/{id}: the owner's active properties (RM Number, Address, City), asked for by the owner's user id. */
export const ownerPropertyTable = pagedList({
  operation: listPropertiesOfOwnerUser,
  queryKey: listPropertiesOfOwnerUserQueryKey,
  prefix: 'properties',
  sort: 'rmNumber',
  file: 'owner-properties',
  failure: propertiesLoadFailure,
});

/** /admin/archive: the archived properties (RM Number, Address, City). */
export const archivedPropertyTable = pagedList({
  operation: listArchivedProperties,
  queryKey: listArchivedPropertiesQueryKey,
  prefix: 'properties',
  sort: 'rmNumber',
  file: 'archived-properties',
  failure: propertiesLoadFailure,
});

/** /admin/archive: the archived owners (Name, Email). */
export const archivedOwnerTable = pagedList({
  operation: listArchivedOwnerProfiles,
  queryKey: listArchivedOwnerProfilesQueryKey,
  prefix: 'owners',
  sort: 'name',
  file: 'archived-owners',
  failure: ownersLoadFailure,
});
