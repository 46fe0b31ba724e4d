// The audit trail for staff (/admin/audit, /strataAdmin/audit): who changed, exported or read what, newest first,
// filtered by action, record, actor and dates; a record's "History" link opens it filtered on that record, and a name
// in the Who column on everything that account did.
import { auditedOperationIdValues, auditedOperationSides } from '@portal/sdk/types';
import {
  Button,
  ComboBox,
  type DataTableColumn,
  DateField,
  type Href,
  Link,
  Select,
  TextField,
} from '@portal/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { formatDateTime } from '../shared/dateTime.ts';
import { ListScreen } from '../shared/ListScreen.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import type { AuditEvent } from '../shared/schemas.ts';
import type { ServerTableState } from '../shared/tableProps.ts';
import * as styles from './audit.css.ts';
import {
  type AuditSide,
  actionLabel,
  detailsLine,
  recordLabel,
  recordTypesOn,
  seenOn,
} from './auditLabels.ts';
import type { AuditFilters } from './tables.ts';

const anyType = 'any';
const typeOptionsOn = (side: AuditSide | undefined) => [
  { id: anyType, label: 'Any record' },
  ...recordTypesOn(side).map(([id, label]) => ({ id, label })),
];

/**
 * The calls the trail records whose entries can be on `side` (undefined: all), by what the table calls them ("Update
 * property"), found by typing part of it.
 */
const actionOptionsOn = (side: AuditSide | undefined) =>
  auditedOperationIdValues
    .filter((id) => seenOn(auditedOperationSides[id], side))
    .map((id) => ({ id, label: actionLabel({ action: id, kind: 'write' }) }))
    .sort((a, b) => a.label.localeCompare(b.label));

const who = (event: AuditEvent) =>
  `${event.actorName ?? 'Unknown'}${event.actorRole ? ` (${event.actorRole})` : ''}`;

/** The table's columns; `actorHref` links each account's name to everything it did (a failed sign-in has none). */
const columnsLinking = (
  actorHref: ((actorId: number) => Href) | undefined,
): DataTableColumn<AuditEvent>[] => [
  { id: 'createdAt', header: 'When', value: (event) => formatDateTime(event.createdAt), isRowHeader: true },
  {
    id: 'actorName',
    header: 'Who',
    value: who,
    render: (event) =>
      actorHref && event.actorId !== null ? (
        <Link href={actorHref(event.actorId)}>{who(event)}</Link>
      ) : (
        who(event)
      ),
  },
  { id: 'action', header: 'Action', value: (event) => actionLabel(event) },
  { id: 'targetType', header: 'Record', value: (event) => recordLabel(event) },
  {
    id: 'details',
    header: 'Changes',
    value: (event) => detailsLine(event),
    render: (event) => <span className={styles.changes}>{detailsLine(event)}</span>,
    allowsSorting: false,
  },
  { id: 'ip', header: 'Address', value: (event) => event.ip ?? '', allowsSorting: false },
];

export interface AuditViewProps {
  events: readonly AuditEvent[];
  /** The table paged, sorted and searched by the server (`events` is then its page). */
  table?: ServerTableState<AuditEvent>;
  filters: AuditFilters;
  /** Shows the entries matching these filters (the first page). */
  onFilter: (filters: AuditFilters) => void;
  /**
   * The side of the trail the viewer sees (admin the rental side, strataAdmin the strata side; undefined, superAdmin's:
   * both): the filters offer only the actions and record types that side's entries can have.
   */
  side?: AuditSide;
  /** The audit page of everything one account did: each name in the Who column links to it. */
  actorHref?: (actorId: number) => Href;
}

/** "Showing what admin did", when the entries are filtered on one account that has acted in them. */
function actingName(actorId: number | undefined, events: readonly AuditEvent[]): string | undefined {
  const name = events.find((event) => event.actorId === actorId)?.actorName;
  return actorId !== undefined && name ? `Showing what ${name} did` : undefined;
}

/** "Showing the history of Owner Maria Chen", when the entries are filtered on one record that has some. */
function recordShown(filters: AuditFilters, events: readonly AuditEvent[]): string | undefined {
  const { targetType, targetId } = filters;
  const event = events.find((one) => one.targetType === targetType && one.targetId === targetId);
  return targetType !== undefined && targetId !== undefined && event
    ? `Showing the history of ${recordLabel(event)}`
    : undefined;
}

const idOf = (text: string) => {
  const n = Number(text.trim());
  return text.trim() && Number.isSafeInteger(n) && n >= 1 ? n : undefined;
};

export function AuditView({ events, table, filters, onFilter, side, actorHref }: AuditViewProps) {
  const columns = useMemo(() => columnsLinking(actorHref), [actorHref]);
  const actionOptions = useMemo(() => actionOptionsOn(side), [side]);
  const typeOptions = useMemo(() => typeOptionsOn(side), [side]);
  const [action, setAction] = useState(filters.action ?? '');
  const [targetType, setTargetType] = useState(filters.targetType ?? anyType);
  const [targetId, setTargetId] = useState(filters.targetId ? String(filters.targetId) : '');
  const [actorId, setActorId] = useState(filters.actorId ? String(filters.actorId) : '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const wholeNumber = (text: string) =>
    text.trim() && idOf(text) === undefined ? 'Enter a whole number, such as 12.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wholeNumber(targetId) || wholeNumber(actorId)) return;
    onFilter({
      action: action.trim() || undefined,
      targetType: targetType === anyType ? undefined : targetType,
      targetId: idOf(targetId),
      actorId: idOf(actorId),
      from: from || undefined,
      to: to || undefined,
    });
  };
  const clear = () => {
    setAction('');
    setTargetType(anyType);
    setTargetId('');
    setActorId('');
    setFrom('');
    setTo('');
    onFilter({});
  };

  return (
    <ListScreen
      title="Audit Trail"
      description="Who changed, exported or read what, newest first. Entries are never changed or removed."
    >
      <form aria-label="Filter the audit trail" onSubmit={submit}>
        <div className={styles.filters}>
          <ComboBox
            label="Action"
            defaultItems={actionOptions}
            selectedKey={action || null}
            onSelectionChange={(key) => setAction(key === null ? '' : String(key))}
            description="Type part of it, such as property"
            emptyMessage="No action has that name"
          />
          <Select
            label="Record Type"
            options={typeOptions}
            value={targetType}
            onChange={(key) => setTargetType(String(key ?? anyType))}
          />
          <TextField
            label="Record ID"
            description={recordShown(filters, events)}
            value={targetId}
            onChange={setTargetId}
            isInvalid={wholeNumber(targetId) !== undefined}
            errorMessage={wholeNumber(targetId)}
          />
          <TextField
            label="Account ID"
            description={actingName(filters.actorId, events) ?? 'Who acted'}
            value={actorId}
            onChange={setActorId}
            isInvalid={wholeNumber(actorId) !== undefined}
            errorMessage={wholeNumber(actorId)}
          />
          <DateField label="From" value={from} onChange={setFrom} />
          <DateField label="To" value={to} onChange={setTo} />
        </div>
        <div className={styles.actions}>
          <Button type="submit">Apply Filters</Button>
          <Button variant="secondary" onPress={clear}>
            Clear Filters
          </Button>
        </div>
      </form>
      <RecordTable
        label="Audit Trail"
        columns={columns}
        rows={events}
        table={table}
        emptyMessage="No entries match these filters."
      />
    </ListScreen>
  );
}
