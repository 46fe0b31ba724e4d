// The server-paged building tables (strata spec 2): the dashboard's buildings and the archived ones, and a building's
// unit users with their two-step sign-in.

import {
  listArchivedStrataProperties,
  listBuildingSecondFactors,
  listStrataProperties,
} from '@portal/sdk/operations';
import {
  listArchivedStrataPropertiesQueryKey,
  listBuildingSecondFactorsQueryKey,
  listStrataPropertiesQueryKey,
} from '@portal/sdk/query';
import { pagedList } from '../shared/pagedList.ts';

const buildingsTable = {
  prefix: 'buildings',
  sort: 'buildingName',
  failure: 'Could Not Load Properties.',
} as const;

/** /strataAdmin/dashboard: Building Name, Address, Strata Plan #, Strata Agent, Agent Phone. */
export const buildingTable = pagedList({
  ...buildingsTable,
  operation: listStrataProperties,
  queryKey: listStrataPropertiesQueryKey,
  file: 'strata-properties',
});

/** /strataAdmin/archived. */
export const archivedBuildingTable = pagedList({
  ...buildingsTable,
  operation: listArchivedStrataProperties,
  queryKey: listArchivedStrataPropertiesQueryKey,
  file: 'archived-strata-properties',
});

/**
 * /strataAdmin/strataProperty/{id}/secondFactors: a building's unit users and whether each has two-step sign-in, in
 * user name order until a column is sorted.
 */
export const secondFactorTable = pagedList({
  operation: listBuildingSecondFactors,
  queryKey: listBuildingSecondFactorsQueryKey,
  prefix: 'users',
  sort: 'userName',
  file: 'two-step-sign-in',
  failure: 'Could not load Two-Step Sign-In.',
});

/** The list options of one building's two-step sign-in table. */
export const secondFactorsOf = (id: number) => ({ path: { id } });
