import { DataTable, type DataTableColumn } from '@portal/ui';
import type { ImportOwnersPlanRow } from '../shared/schemas.ts';

/** What the import does with a row, in words. */
export function planActionText(row: ImportOwnersPlanRow): string {
  switch (row.action) {
    case 'createUnit':
      return 'Creates the unit with this owner';
    case 'addOwner':
      return 'Adds this owner';
    case 'replacePendingOwner':
      return `Replaces the pending owner ${row.otherOwner ?? ''}`.trim();
    case 'replaceCurrentOwner':
      return `Replaces the current owner ${row.otherOwner ?? ''}`.trim();
    case 'skip':
      return `Skipped: ${row.reason ?? 'nothing to change'}`;
  }
}

const columns: readonly DataTableColumn<ImportOwnersPlanRow>[] = [
  { id: 'row', header: 'Row', value: (r) => r.row, align: 'end' },
  { id: 'unit', header: 'Unit', value: (r) => `${r.strataPlanNumber} ${r.unitNumber}`, isRowHeader: true },
  { id: 'owner', header: 'Owner', value: (r) => `${r.nameOnTitle} (${r.email})` },
  { id: 'action', header: 'What happens', value: planActionText },
];

/** The rows of an import's plan (or of the import done), with what happens to each. */
export function ImportPlanTable({ label, rows }: { label: string; rows: readonly ImportOwnersPlanRow[] }) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      getRowId={(r) => r.row}
      initialSort={{ column: 'row', direction: 'ascending' }}
    />
  );
}
