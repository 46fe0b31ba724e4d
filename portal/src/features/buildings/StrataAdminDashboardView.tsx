import { ListScreen } from '../shared/ListScreen.tsx';
import { editArchiveRowActions } from '../shared/RowActions.tsx';
import type { ServerTableState } from '../shared/tableProps.ts';
import {
  propertyRecords,
  StrataPropertiesTable,
  type StrataPropertySummary,
} from './StrataPropertiesTable.tsx';

/** The header's links: Add Property, Add Agent and View Archives. */
const headerLinks = [
  { label: 'Add Property', href: '/strataAdmin/property/add' },
  { label: 'Add Agent', href: '/strataAdmin/agent/add?from=/strataAdmin/dashboard' },
  { label: 'View Archives', href: '/strataAdmin/archived' },
] as const;

export interface StrataAdminDashboardViewProps {
  /** The signed-in user's name (session `name`). */
  name: string;
  properties: readonly StrataPropertySummary[];
  /** The table paged, sorted and searched by the server (`properties` is then its page). */
  table?: ServerTableState<StrataPropertySummary>;
  /** Only strataAdmin sees the Action column (strata spec 2 and 6); a superAdmin does not. */
  showActions: boolean;
  /** Archives the building after the confirmation; rejects when it failed. */
  onArchive: (property: StrataPropertySummary) => Promise<void>;
}

/**
 * /strataAdmin/dashboard (strata spec 2): Strata Administration with the buildings table (Building Name linking to
 * the building, Address, Strata Plan #, Strata Agent, Agent Phone, Action for strataAdmin) and Add Property, Add
 * Agent, View Archives.
 */
export function StrataAdminDashboardView({
  name,
  properties,
  table,
  showActions,
  onArchive,
}: StrataAdminDashboardViewProps) {
  return (
    <ListScreen title="Strata Administration" description={`Welcome, ${name}.`} links={headerLinks}>
      <StrataPropertiesTable
        label="Strata Properties"
        rows={properties}
        table={table}
        linked
        emptyMessage="No strata properties yet."
        renderActions={
          showActions
            ? editArchiveRowActions({
                ...propertyRecords,
                editHref: (property) => `/strataAdmin/edit/${property.id}`,
                onArchive,
              })
            : undefined
        }
      />
    </ListScreen>
  );
}
