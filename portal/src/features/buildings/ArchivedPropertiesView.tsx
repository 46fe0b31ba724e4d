import { ListScreen } from '../shared/ListScreen.tsx';
import { type ArchivedListViewProps, restoreDeleteRowActions } from '../shared/RowActions.tsx';
import {
  propertyRecords,
  StrataPropertiesTable,
  type StrataPropertySummary,
} from './StrataPropertiesTable.tsx';

/** The archived properties table pages by up to 20 (strata spec 9). */
export const archivedPropertyPageSizes = [5, 10, 15, 20] as const;

/** Restore and Delete reject when they failed (the route shows why). */
export interface ArchivedPropertiesViewProps extends ArchivedListViewProps<StrataPropertySummary> {
  properties: readonly StrataPropertySummary[];
}

/** /strataAdmin/archived (strata spec 2): archived buildings with Restore and Delete, each confirmed. */
export function ArchivedPropertiesView({
  properties,
  table,
  onRestore,
  onDelete,
}: ArchivedPropertiesViewProps) {
  return (
    <ListScreen
      title="Archived Strata Properties"
      backLink={{ label: 'Back To Dashboard', href: '/strataAdmin/dashboard' }}
    >
      <StrataPropertiesTable
        label="Archived Strata Properties"
        rows={properties}
        table={table}
        linked={false}
        pageSizeOptions={archivedPropertyPageSizes}
        emptyMessage="No archived strata properties."
        renderActions={restoreDeleteRowActions({
          ...propertyRecords,
          onRestore,
          onDelete,
        })}
      />
    </ListScreen>
  );
}
