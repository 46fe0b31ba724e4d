import { serviceRequestStatuses } from '@portal/sdk/service-requests';
import { Card, Checkbox, type ListOption, Select } from '@portal/ui';
import { ListScreen } from '../shared/ListScreen.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import type { ServerTableState } from '../shared/tableProps.ts';
import { MoveButtons, requestColumns } from './RequestParts.tsx';
import {
  categoryOptions,
  priorityOptions,
  type ServiceRequest,
  type ServiceRequestCounts,
  type ServiceRequestStatus,
  statusLabel,
  statusOptions,
} from './requestText.ts';
import * as styles from './serviceRequests.css.ts';

/** The board's filters as the URL keeps them; `status` is open (the default), all, or one status. */
export interface BoardFilters {
  status?: 'all' | ServiceRequestStatus | undefined;
  category?: string | undefined;
  priority?: string | undefined;
  overdue?: boolean | undefined;
  /** A building (strata staff) or a rental property (from its page). */
  place?: number | undefined;
}

export type StaffArea = 'admin' | 'strataAdmin';

export interface RequestBoardViewProps {
  area: StaffArea;
  counts: ServiceRequestCounts;
  filters: BoardFilters;
  onFilters: (filters: BoardFilters) => void;
  /** The strata staff's buildings to filter by; the rental board filters by property from the property's page. */
  places?: readonly ListOption[];
  requests: readonly ServiceRequest[];
  table?: ServerTableState<ServiceRequest>;
  /** A quick status change; rejects when the server refused it (the toast says why). */
  onMove: (request: ServiceRequest, status: ServiceRequestStatus, note?: string) => Promise<void>;
}

const any = 'any';

/** Picks a filter's value, or none for "any". */
function pick<T extends string>(key: unknown): T | undefined {
  return key === any || key === null ? undefined : (String(key) as T);
}

/**
 * /admin/requests and /strataAdmin/requests: how many requests stand in each status (overdue first), the filters,
 * and the requests overdue first with the moves each may make.
 */
export function RequestBoardView({
  area,
  counts,
  filters,
  onFilters,
  places,
  requests,
  table,
  onMove,
}: RequestBoardViewProps) {
  const set = (change: Partial<BoardFilters>) => onFilters({ ...filters, ...change });
  const side = area === 'strataAdmin' ? 'strata' : 'rental';
  return (
    <ListScreen
      title="Service Requests"
      description={
        filters.status === undefined
          ? 'The open requests, overdue first.'
          : 'Overdue first, then the soonest due.'
      }
    >
      <Card title="By status">
        <ul className={styles.counts} aria-label="Requests by status">
          <li className={`${styles.count} ${counts.overdue > 0 ? styles.countOverdue : ''}`}>
            <span className={styles.countNumber}>{counts.overdue}</span>
            <span>Overdue</span>
          </li>
          {serviceRequestStatuses.map((status) => (
            <li key={status} className={styles.count}>
              <span className={styles.countNumber}>{counts.byStatus[status]}</span>
              <span>{statusLabel(status)}</span>
            </li>
          ))}
          <li className={styles.count}>
            <span className={styles.countNumber}>{counts.total}</span>
            <span>Total</span>
          </li>
        </ul>
      </Card>
      <Card title="Filters">
        <div className={styles.filters}>
          <Select
            label="Status"
            options={[{ id: 'open', label: 'Open' }, { id: 'all', label: 'All' }, ...statusOptions]}
            value={filters.status ?? 'open'}
            onChange={(key) => set({ status: key === 'open' ? undefined : pick(key) })}
          />
          <Select
            label="Category"
            options={[{ id: any, label: 'Any category' }, ...categoryOptions(side)]}
            value={filters.category ?? any}
            onChange={(key) => set({ category: pick(key) })}
          />
          <Select
            label="Priority"
            options={[{ id: any, label: 'Any priority' }, ...priorityOptions]}
            value={filters.priority ?? any}
            onChange={(key) => set({ priority: pick(key) })}
          />
          {places ? (
            <Select
              label="Building"
              options={[{ id: any, label: 'Every building' }, ...places]}
              value={filters.place ?? any}
              onChange={(key) => set({ place: key === any || key === null ? undefined : Number(key) })}
            />
          ) : null}
          <Checkbox
            isSelected={filters.overdue === true}
            onChange={(on) => set({ overdue: on || undefined })}
          >
            Overdue only
          </Checkbox>
        </div>
      </Card>
      <RecordTable
        label="Service Requests"
        columns={requestColumns(area)}
        rows={requests}
        table={table}
        emptyMessage="No requests match these filters."
        renderActions={(request) => (
          <MoveButtons
            request={request}
            nameRequest
            onMove={(status, note) => onMove(request, status, note)}
          />
        )}
      />
    </ListScreen>
  );
}
