// The unit-user record carried to /strataAdmin/user/edit/strataUnit/{userId} in navigation state (strata spec 2).
// The unit's id also travels in the search (?unitId=), so the form loads the record itself after a reload.
import type { StrataUnitUser } from '../shared/schemas.ts';

export type { StrataUnitUser } from '../shared/schemas.ts';

declare module '@tanstack/react-router' {
  interface HistoryState {
    strataUnitUser?: StrataUnitUser;
  }
}

/** The search of the unit-user edit route: the unit whose record is edited. */
export function unitUserSearch(search: Record<string, unknown>): { unitId?: number } {
  const unitId = Number(search.unitId);
  return Number.isInteger(unitId) && unitId > 0 ? { unitId } : {};
}
