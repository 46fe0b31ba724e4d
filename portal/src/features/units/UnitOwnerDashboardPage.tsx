// The unit owner's dashboard, apart from the unit forms (UnitPages.tsx): its chunk then does not load the form
// library.
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Session } from '../session/index.ts';
import { unitQueries } from './api.ts';
import { StrataUnitOwnerDashboardView } from './StrataUnitOwnerDashboardView.tsx';

/** /strataUnitOwner/dashboard: the signed-in user's buildings and units (strata spec 2, 6). */
export function UnitOwnerDashboardPage({ user }: { user: Session }) {
  const { data: properties } = useSuspenseQuery(unitQueries.myBuildings(user.userId));
  const { data: units } = useSuspenseQuery(unitQueries.myUnits(user.userId));
  return <StrataUnitOwnerDashboardView name={user.name} properties={properties} units={units} />;
}
