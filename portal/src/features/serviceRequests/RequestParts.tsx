// Pieces several request screens show: the table columns, the overdue mark and the staff's move buttons (only the
// moves the contract allows from the request's status; cancelling asks for the reason the requester reads).
import { serviceRequestMoves } from '@portal/sdk/service-requests';
import { Button, ConfirmDialog, type DataTableColumn, formatDate, TextArea } from '@portal/ui';
import { useState } from 'react';
import { formatDateTime } from '../shared/dateTime.ts';
import {
  categoryLabel,
  moveLabel,
  priorityLabel,
  type RequestArea,
  requestHref,
  type ServiceRequest,
  type ServiceRequestStatus,
  statusLabel,
} from './requestText.ts';
import * as styles from './serviceRequests.css.ts';

/** "Overdue", marked, beside a request past its target time. */
export function OverdueTag({ request }: { request: Pick<ServiceRequest, 'overdue'> }) {
  return request.overdue ? <span className={styles.overdueTag}>Overdue</span> : null;
}

/** The columns of every request table; the title links to the request's page in the area. */
export function requestColumns(area: RequestArea): readonly DataTableColumn<ServiceRequest>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      value: (row) => row.title,
      href: (row) => requestHref(area, row.id),
      isRowHeader: true,
    },
    { id: 'placeName', header: 'Where', value: (row) => row.placeName },
    {
      id: 'category',
      header: 'Category',
      value: (row) => categoryLabel(row.category),
      allowsSorting: false,
    },
    { id: 'priority', header: 'Priority', value: (row) => priorityLabel(row.priority) },
    { id: 'status', header: 'Status', value: (row) => statusLabel(row.status) },
    {
      id: 'overdue',
      header: 'Due',
      value: (row) => row.dueAt,
      // One element: a phone's card shows the cell's content as one value. The hour as well as the day: an
      // emergency's target is four hours away.
      render: (row) => (
        <span>
          <span className={styles.noWrap}>{formatDateTime(row.dueAt)}</span> <OverdueTag request={row} />
        </span>
      ),
    },
    {
      id: 'affectedCount',
      header: 'Affected',
      value: (row) => row.affectedCount,
      allowsSorting: false,
      align: 'end',
    },
    {
      id: 'createdAt',
      header: 'Created',
      value: (row) => formatDate(row.createdAt),
      render: (row) => <span className={styles.noWrap}>{formatDate(row.createdAt)}</span>,
    },
  ];
}

export interface MoveButtonsProps {
  request: Pick<ServiceRequest, 'id' | 'title' | 'status'>;
  /** Rejects when the server refused the move (a toast says why); the dialog then stays open. */
  onMove: (status: ServiceRequestStatus, note?: string) => Promise<void>;
  /** In a table row the buttons name the request ("Acknowledge Leak in 101"). */
  nameRequest?: boolean;
  /** Sent with every move but the cancel, whose dialog asks for its reason. */
  note?: string;
}

/** The staff's moves from the request's status, as buttons. */
export function MoveButtons({ request, onMove, nameRequest = false, note }: MoveButtonsProps) {
  const moves = serviceRequestMoves[request.status];
  const named = (label: string) => (nameRequest ? `${label}: ${request.title}` : undefined);
  return (
    <>
      {moves.map((to) =>
        to === 'cancelled' ? (
          <CancelButton key={to} onMove={onMove} ariaLabel={named('Cancel request')} />
        ) : (
          <Button
            key={to}
            size="small"
            variant={to === 'resolved' || to === 'acknowledged' ? 'primary' : 'secondary'}
            aria-label={named(moveLabel(request.status, to))}
            onPress={() => onMove(to, note).catch(() => undefined)}
          >
            {moveLabel(request.status, to)}
          </Button>
        ),
      )}
    </>
  );
}

function CancelButton({
  onMove,
  ariaLabel,
}: Pick<MoveButtonsProps, 'onMove'> & { ariaLabel: string | undefined }) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <ConfirmDialog
      title="Cancel request"
      message={
        <TextArea
          label="Reason (the requester reads it)"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setMissing(false);
          }}
          isRequired
          rows={3}
          isInvalid={missing}
          errorMessage={missing ? 'Give a reason for cancelling the request.' : undefined}
        />
      }
      confirmLabel="Cancel request"
      cancelLabel="Keep open"
      destructive
      onConfirm={async () => {
        if (!reason.trim()) {
          setMissing(true);
          throw new Error('no reason');
        }
        await onMove('cancelled', reason);
        setReason('');
      }}
      trigger={
        <Button size="small" variant="danger" aria-label={ariaLabel}>
          Cancel request
        </Button>
      }
    />
  );
}
