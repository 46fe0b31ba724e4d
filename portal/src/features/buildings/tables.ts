// The server-paged building tables (strata spec 2): the dashboard's buildings and the archived ones.

import { listArchivedStrataProperties, listStrataProperties } from '@portal/sdk/operations';
import { listArchivedStrataPropertiesQueryKey, listStrataPropertiesQueryKey } from '@portal/sdk/query';
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
