import { listBuildingSecondFactorsQueryKey } from '@portal/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTurnOffSecondFactors } from '../account/index.ts';
import { usePagedTable } from '../shared/pagedList.ts';
import { buildingQueries } from './api.ts';
import { BuildingSecondFactorsView } from './BuildingSecondFactorsView.tsx';
import { secondFactorsOf, secondFactorTable } from './tables.ts';

/** /strataAdmin/strataProperty/{id}/secondFactors: the building's unit users and their two-step sign-in. */
export function BuildingSecondFactorsPage({ id, search }: { id: number; search: Record<string, unknown> }) {
  const { data: building } = useSuspenseQuery(buildingQueries.one(id));
  const users = usePagedTable(secondFactorTable, secondFactorsOf(id), search);
  const turnOff = useTurnOffSecondFactors([listBuildingSecondFactorsQueryKey(secondFactorsOf(id))]);
  return (
    <BuildingSecondFactorsView
      building={building}
      users={users.rows}
      table={users}
      onTurnOff={(user, password) => turnOff(user.userId, password)}
    />
  );
}
