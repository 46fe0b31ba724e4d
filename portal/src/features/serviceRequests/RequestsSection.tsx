// The requests about one place (a unit, a building, a rental property), newest first, under that place's page on
// the staff side, with the way to the board filtered to it.
import { listServiceRequestsOptions } from '@portal/sdk/query';
import { Card, type Href, Link } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { RecordTable } from '../shared/RecordTable.tsx';
import { requestFailures } from './queries.ts';
import { requestColumns } from './RequestParts.tsx';
import type { ServiceRequest } from './requestText.ts';
import * as styles from './serviceRequests.css.ts';

export type RequestPlaceFilter =
  | { strataUnitId: number }
  | { strataPropertyId: number }
  | { propertyId: number };

/** How many of the newest a place's page shows; the board has the rest. */
const shown = 10;

export interface RequestsSectionViewProps {
  area: 'admin' | 'strataAdmin';
  requests: readonly ServiceRequest[];
  status: 'loading' | 'error' | 'ready';
  /** The board filtered to the place, where the board has a filter for it (a building, a rental property). */
  boardHref?: Href | undefined;
}

export function RequestsSectionView({ area, requests, status, boardHref }: RequestsSectionViewProps) {
  return (
    <section className={styles.section}>
      <Card
        title="Service Requests"
        actions={boardHref ? <Link href={boardHref}>All its requests on the board</Link> : undefined}
      >
        <RecordTable
          label="Service Requests"
          columns={requestColumns(area)}
          rows={requests}
          status={status}
          errorMessage={requestFailures.list}
          emptyMessage="No requests about this place."
        />
      </Card>
    </section>
  );
}

/** The container: the place's newest requests. */
export function RequestsSection({
  area,
  place,
}: {
  area: 'admin' | 'strataAdmin';
  place: RequestPlaceFilter;
}) {
  const list = useQuery(
    listServiceRequestsOptions({ query: { ...place, sort: '-createdAt', limit: shown } }),
  );
  const boardPlace =
    'strataPropertyId' in place
      ? place.strataPropertyId
      : 'propertyId' in place
        ? place.propertyId
        : undefined;
  return (
    <RequestsSectionView
      area={area}
      requests={list.data ?? []}
      status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      boardHref={boardPlace === undefined ? undefined : `/${area}/requests?place=${boardPlace}&status=all`}
    />
  );
}
