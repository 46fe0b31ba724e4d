// The server-paged tables of strata buildings (strata spec 2).
import { listStrataUnitsOfPropertyQueryKey } from '@portal/sdk/query';
import { pagedList } from '../shared/pagedList.ts';

/** A building page's units (Unit Number, Lot Number, Owner, Confirmed): `{ path: { id }, query: { archived } }`. */
export const buildingUnitTable = pagedList({
  path: '/strataUnit/strataProperty/{id}',
  queryKey: listStrataUnitsOfPropertyQueryKey,
  prefix: 'units',
  sort: 'unitNumber',
  file: 'strata-units',
  failure: 'Could not load Strata Units.',
});

/** The units of a building, active or archived, as the table's list options. */
export const unitsOf = (id: number, archived = false) => ({ path: { id }, query: { archived } });
