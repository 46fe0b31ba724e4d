import { type TableSearchProps, usePagedTable } from '../shared/pagedList.ts';
import { RequestListView } from './RequestListView.tsx';
import type { RequesterArea } from './requestText.ts';
import { requestTable } from './tables.ts';

/** /owner/requests, /propertyAdmin/requests, /strataUnitOwner/requests. */
export function RequestListPage({ area, search }: TableSearchProps & { area: RequesterArea }) {
  const table = usePagedTable(requestTable, {}, search);
  return <RequestListView area={area} requests={table.rows} table={table} />;
}
