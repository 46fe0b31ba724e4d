import { ListScreen } from '../shared/ListScreen.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import type { ServerTableState } from '../shared/tableProps.ts';
import { requestColumns } from './RequestParts.tsx';
import { newRequestHref, type RequesterArea, type ServiceRequest } from './requestText.ts';

export interface RequestListViewProps {
  area: RequesterArea;
  requests: readonly ServiceRequest[];
  table?: ServerTableState<ServiceRequest>;
}

const descriptions: Record<RequestListViewProps['area'], string> = {
  owner: 'Requests about your rental properties.',
  propertyAdmin: "Requests about your building: its units' and its common property's.",
  strataUnitOwner: "Your requests, and the ones about your building's common property.",
};

/**
 * /owner/requests, /propertyAdmin/requests and /strataUnitOwner/requests: the requests a person may read (their
 * own, their units' and their building's common property's), newest first, and the way to a new one.
 */
export function RequestListView({ area, requests, table }: RequestListViewProps) {
  return (
    <ListScreen
      title="Requests"
      description={descriptions[area]}
      links={[{ label: 'New Request', href: newRequestHref(area) }]}
    >
      <RecordTable
        label="Requests"
        columns={requestColumns(area)}
        rows={requests}
        table={table}
        emptyMessage="No requests yet. Ask for something with New Request."
      />
    </ListScreen>
  );
}
