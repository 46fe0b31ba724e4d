import type { DataTableColumn } from '@portal/ui';
import type { StrataUnitSummary } from './unitForms.ts';

/** A unit's number (a link to the unit), lot number and owner: the archive's columns, the building's first ones. */
export const unitSummaryColumns: readonly DataTableColumn<StrataUnitSummary>[] = [
  {
    id: 'unitNumber',
    header: 'Unit Number',
    value: (unit) => unit.unitNumber,
    href: (unit) => `/strataAdmin/strataUnit/${unit.id}`,
    isRowHeader: true,
  },
  { id: 'lotNumber', header: 'Lot Number', value: (unit) => unit.lotNumber },
  { id: 'ownerName', header: 'Owner', value: (unit) => unit.ownerName ?? '' },
];
