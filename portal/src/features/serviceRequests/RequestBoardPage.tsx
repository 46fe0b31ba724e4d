import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { usePagedTable } from '../shared/pagedList.ts';
import { useMoveRequest } from './api.ts';
import { type BoardSearch, boardFiltersOf, boardQuery, countsQuery } from './boardSearch.ts';
import { requestQueries } from './queries.ts';
import { RequestBoardView, type StaffArea } from './RequestBoardView.tsx';
import { boardTable } from './tables.ts';

/** /admin/requests and /strataAdmin/requests: the staff's board, its filters in the URL. */
export function RequestBoardPage({ area, search }: { area: StaffArea; search: BoardSearch }) {
  const navigate = useNavigate();
  const { data: counts } = useSuspenseQuery(requestQueries.counts(countsQuery(area, search)));
  const table = usePagedTable(boardTable, { query: boardQuery(area, search) }, search);
  const buildings = useQuery({ ...requestQueries.buildings(), enabled: area === 'strataAdmin' });
  const move = useMoveRequest();
  return (
    <RequestBoardView
      area={area}
      counts={counts}
      filters={boardFiltersOf(search)}
      onFilters={(filters) =>
        void navigate({
          to: '.',
          // A new filter starts the table at its first page.
          search: (prev: Record<string, unknown>) => ({ ...prev, ...filters, boardPage: undefined }),
        } as never)
      }
      places={
        area === 'strataAdmin'
          ? (buildings.data ?? []).map((building) => ({ id: building.id, label: building.buildingName }))
          : undefined
      }
      requests={table.rows}
      table={table}
      onMove={(request, status, note) => move.run({ id: request.id, status, note })}
    />
  );
}
