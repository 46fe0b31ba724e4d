import {
  Button,
  Card,
  Columns,
  type DataTableColumn,
  Inline,
  InlineAlert,
  JumpLinks,
  Link,
  PageHeader,
  Stack,
} from '@portal/ui';
import { lazy, Suspense, useState } from 'react';
import { historyHref } from '../audit/index.ts';
import { ConfirmedAction } from '../shared/ConfirmedAction.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import { RowButton } from '../shared/RowButton.tsx';
import type {
  StrataDocument,
  StrataDocumentCategory,
  StrataProperty,
  StrataPropertyStaff,
} from '../shared/schemas.ts';
import { unitCascades } from '../shared/strataCascades.ts';
import type { ServerTableState } from '../shared/tableProps.ts';
import type { StaffFormValues } from '../staff/index.ts';
import type {
  FolderValues,
  OwnerValues,
  ReplaceOwnerValues,
  StrataUnitSummary,
  UnitNumbersValues,
} from '../units/index.ts';
import { type CreatedUnit, unitSummaryColumns } from '../units/index.ts';
import type { BuildingDialog } from './BuildingDialogs.tsx';
import { AgentCard, BuildingDetailsCard, BuildingDocuments, StaffPanels } from './BuildingPanels.tsx';

export interface BuildingViewProps {
  property: StrataProperty;
  units: readonly StrataUnitSummary[];
  /**
   * The units table paged, sorted and searched by the server: `units` is then its page, and the count, page, sort
   * and search are this state's. Without it the table pages `units` itself.
   */
  unitsTable?: ServerTableState<StrataUnitSummary>;
  staff: readonly StrataPropertyStaff[];
  documents: readonly StrataDocument[];
  categories: readonly StrataDocumentCategory[];
  /** Only strataAdmin sees the units table's Action column (strata spec 2 and 6); a superAdmin does not. */
  showActions: boolean;
  /** Each callback rejects with an Error whose message the form or toast shows. */
  onCreateUnit: (values: UnitNumbersValues) => Promise<CreatedUnit>;
  onCreateOwner: (unit: CreatedUnit, values: OwnerValues) => Promise<void>;
  onUpdateUnit: (unit: StrataUnitSummary, values: UnitNumbersValues) => Promise<void>;
  onReplaceOwner: (unit: StrataUnitSummary, values: ReplaceOwnerValues) => Promise<void>;
  onArchiveUnit: (unit: StrataUnitSummary) => Promise<void>;
  onDeleteStaff: (member: StrataPropertyStaff) => Promise<void>;
  /** Edit on a staff card; left out, the cards have no Edit. */
  onUpdateStaff?: ((member: StrataPropertyStaff, values: StaffFormValues) => Promise<void>) | undefined;
  onArchiveDocument: (document: StrataDocument) => Promise<void>;
  onCreateFolder: (values: FolderValues) => Promise<void>;
  /**
   * The panels whose list failed to load, with strata spec 8's message ("Could not load staff."): that panel says so
   * and offers Try again, the rest of the page stays usable.
   */
  failures?: Partial<Record<BuildingPanel, string>>;
  onRetry?: (panel: BuildingPanel) => void;
}

export type BuildingPanel = 'units' | 'staff' | 'documents';

// The dialogs' forms (the form library, the date, time and number fields, the schemas: about 195 KB of script) are
// fetched the first time a dialog opens, not with the page.
const BuildingDialogs = lazy(() =>
  import('./BuildingDialogs.tsx').then((module) => ({ default: module.BuildingDialogs })),
);

/** A panel's load failure in place of its content. */
function PanelFailure({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  return (
    <InlineAlert
      variant="error"
      actions={
        onRetry ? (
          <Button variant="secondary" size="small" onPress={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {message}
    </InlineAlert>
  );
}

/** The page's sections, each a link of "On this page" to its heading (the page runs to 8,000 px on a phone). */
const sections = {
  agent: { label: 'Strata Agent', targetId: 'building-agent' },
  units: { label: 'Strata Units', targetId: 'building-units' },
  staff: { label: 'Onsite Staff', targetId: 'building-staff' },
  documents: { label: 'Documents', targetId: 'building-documents' },
} as const;

const unitColumns: readonly DataTableColumn<StrataUnitSummary>[] = [
  ...unitSummaryColumns,
  { id: 'confirmed', header: 'Confirmed', value: (unit) => (unit.confirmed ? 'Yes' : 'No') },
];

/**
 * /strataAdmin/property/{id} (strata spec 2): the building's details, agent card, units table (Action column for
 * strataAdmin only), onsite staff panels, documents by category, the links of the page and its modal set: Add
 * Strata Unit in two steps, Edit Strata Unit, Replace Current Registered Owner and New Folder.
 */
export function BuildingView({
  property,
  units,
  unitsTable,
  staff,
  documents,
  categories,
  showActions,
  onCreateUnit,
  onCreateOwner,
  onUpdateUnit,
  onReplaceOwner,
  onArchiveUnit,
  onDeleteStaff,
  onUpdateStaff,
  onArchiveDocument,
  onCreateFolder,
  failures = {},
  onRetry,
}: BuildingViewProps) {
  const retry = (panel: BuildingPanel) => (onRetry ? () => onRetry(panel) : undefined);
  const [modal, setModal] = useState<BuildingDialog>({ kind: 'none' });
  // Mounted with the first dialog opened, and kept so a dialog can finish closing with its content.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const open = (dialog: BuildingDialog) => {
    setDialogsWanted(true);
    setModal(dialog);
  };
  const id = property.id;
  return (
    <Stack gap="lg">
      <PageHeader
        title={property.buildingName}
        description={`${property.address} · Strata Plan ${property.strataPlanNumber}`}
        backLink={{ label: 'Back To Dashboard', href: '/strataAdmin/dashboard' }}
        actions={
          <>
            <Link href={`/strataAdmin/edit/${id}`} variant="button">
              Edit Property
            </Link>
            <Link href={historyHref('strataAdmin', 'strataProperty', id)} variant="button">
              History
            </Link>
            <Link href={`/strataAdmin/strataProperty/${id}/secondFactors`} variant="button">
              Two-Step Sign-In
            </Link>
          </>
        }
      />
      <JumpLinks links={Object.values(sections)} />
      <Columns gap="lg" from="tablet">
        <BuildingDetailsCard property={property} />
        <AgentCard agent={property.agent} headingId={sections.agent.targetId} />
      </Columns>
      <Card
        title={sections.units.label}
        headingId={sections.units.targetId}
        actions={
          <>
            <Button onPress={() => open({ kind: 'add' })}>Add Strata Unit</Button>
            <Link href={`/strataAdmin/strataUnits/archived/property/${id}`} variant="button">
              Archived Strata Units
            </Link>
          </>
        }
      >
        {failures.units ? (
          <PanelFailure message={failures.units} onRetry={retry('units')} />
        ) : (
          <RecordTable
            label="Strata Units"
            table={unitsTable}
            columns={unitColumns}
            rows={units}
            emptyMessage="No strata units yet."
            {...(showActions
              ? {
                  renderActions: (unit: StrataUnitSummary) => (
                    <Inline gap="sm">
                      <RowButton
                        action="Edit"
                        record={`unit ${unit.unitNumber}`}
                        onPress={() => open({ kind: 'edit', unit })}
                      />
                      <Button
                        variant="secondary"
                        size="small"
                        aria-label={`Replace owner of unit ${unit.unitNumber}`}
                        onPress={() => open({ kind: 'replace', unit })}
                      >
                        Replace Owner
                      </Button>
                      <ConfirmedAction
                        kind="archive"
                        name={`unit ${unit.unitNumber}`}
                        cascade={unitCascades.archive}
                        onConfirm={() => onArchiveUnit(unit)}
                      />
                    </Inline>
                  ),
                }
              : {})}
          />
        )}
      </Card>
      <Card
        title={sections.staff.label}
        headingId={sections.staff.targetId}
        actions={
          <Link href={`/strataAdmin/staff/${id}`} variant="button">
            Add Staff
          </Link>
        }
      >
        {failures.staff ? (
          <PanelFailure message={failures.staff} onRetry={retry('staff')} />
        ) : (
          <StaffPanels
            staff={staff}
            onDelete={onDeleteStaff}
            onEdit={onUpdateStaff ? (member) => open({ kind: 'staff', member }) : undefined}
          />
        )}
      </Card>
      <Card
        title={sections.documents.label}
        headingId={sections.documents.targetId}
        actions={
          <>
            <Link href={`/strataAdmin/document/upload/${id}?documentFor=property`} variant="button">
              Add Document
            </Link>
            <Button variant="secondary" onPress={() => open({ kind: 'folder' })}>
              New Folder
            </Button>
            <Link href={`/strataAdmin/property/archived/${id}`} variant="button">
              Archived Documents
            </Link>
          </>
        }
      >
        {failures.documents ? (
          <PanelFailure message={failures.documents} onRetry={retry('documents')} />
        ) : (
          <BuildingDocuments
            documents={documents}
            categories={categories}
            viewHref={(document) => `/strataAdmin/document/view/${document.id}`}
            editHref={(document) => `/strataAdmin/document/edit/${document.id}`}
            onArchive={onArchiveDocument}
          />
        )}
      </Card>

      {dialogsWanted ? (
        <Suspense fallback={null}>
          <BuildingDialogs
            property={property}
            modal={modal}
            onClosed={() => setModal({ kind: 'none' })}
            onCreateUnit={onCreateUnit}
            onCreateOwner={onCreateOwner}
            onUpdateUnit={onUpdateUnit}
            onReplaceOwner={onReplaceOwner}
            onUpdateStaff={onUpdateStaff}
            onCreateFolder={onCreateFolder}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
