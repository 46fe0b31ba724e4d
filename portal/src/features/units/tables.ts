// The server-paged tables of strata units (strata spec 2): a building's active units and its archived ones.

import { listStrataUnitsOfProperty } from '@portal/sdk/operations';
import { listStrataUnitsOfPropertyQueryKey } from '@portal/sdk/query';
import { pagedList } from '../shared/pagedList.ts';

/**
 * A building's units (Unit Number, Lot Number, Owner, and Confirmed on the building page), active or archived by the
 * list options (`unitsOf`).
 */
export const unitTable = pagedList({
  operation: listStrataUnitsOfProperty,
  queryKey: listStrataUnitsOfPropertyQueryKey,
  prefix: 'units',
  sort: 'unitNumber',
  file: 'strata-units',
  failure: 'Could not load Strata Units.',
});

/** The units of a building, active or archived, as the table's list options. */
export const unitsOf = (id: number, archived = false) => ({ path: { id }, query: { archived } });
