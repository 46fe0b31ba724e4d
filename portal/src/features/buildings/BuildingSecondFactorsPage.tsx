import { useSuspenseQuery } from '@tanstack/react-query';
import { usePagedTable } from '../shared/pagedList.ts';
import { buildingQueries } from './api.ts';
import { BuildingSecondFactorsView } from './BuildingSecondFactorsView.tsx';
import { secondFactorsOf, secondFactorTable } from './tables.ts';

/** /strataAdmin/strataProperty/{id}/secondFactors: the building's unit users and their two-step sign-in. */
export function BuildingSecondFactorsPage({ id, search }: { id: number; search: Record<string, unknown> }) {
  const { data: building } = useSuspenseQuery(buildingQueries.one(id));
  const users = usePagedTable(secondFactorTable, secondFactorsOf(id), search);
  return <BuildingSecondFactorsView building={building} users={users.rows} table={users} />;
}
