import {
  Button,
  Checkbox,
  FormSection,
  Inline,
  InlineAlert,
  PageHeader,
  Stack,
  UploadDropZone,
} from '@portal/ui';
import { useState } from 'react';
import { counted } from '../shared/plural.ts';
import type { ImportOwnersResult } from '../shared/schemas.ts';
import * as documentStyles from '../shared/strataDocuments.css.ts';
import { ImportPlanTable } from './ImportPlanTable.tsx';

export interface ImportRowError {
  row: number;
  column: string | null;
  message: string;
}

export interface ImportOwnersViewProps {
  /** Checks the CSV without saving (a dry run); resolves once the route has the plan or the failure. */
  onPreview: (file: File) => Promise<void>;
  /** What the chosen file would do, row by row; null before a preview. */
  plan: ImportOwnersResult | null;
  /** Imports the previewed file; `replaceCurrent` once the user has agreed to replace current owners. */
  onImport: (replaceCurrent: boolean) => Promise<void>;
  /** The outcome of the last import. */
  result: ImportOwnersResult | null;
  /** The last refused file: "Error importing owners", its row errors, or the server's reason for the whole file. */
  failure: { message: string; errors: readonly ImportRowError[]; detail?: string | undefined } | null;
  onDownloadTemplate: () => void;
}

/** "Row 4, postalCode: Invalid postal code"; a whole-row problem has no column. */
export function rowErrorText({ row, column, message }: ImportRowError): string {
  return column ? `Row ${row}, ${column}: ${message}` : `Row ${row}: ${message}`;
}

/** "The file imports 3 owners, creates 1 unit, replaces 1 current owner and skips 1 row." */
export function planSummary(plan: ImportOwnersResult): string {
  const parts = [`imports ${counted(plan.saved, 'owner')}`, `creates ${counted(plan.created, 'unit')}`];
  if (plan.replaced > 0) parts.push(`replaces ${counted(plan.replaced, 'current owner')}`);
  parts.push(`skips ${counted(plan.skipped, 'row')}`);
  return `The file ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}.`;
}

function PlanConfirmation({
  plan,
  onImport,
}: Pick<ImportOwnersViewProps, 'onImport'> & { plan: ImportOwnersResult }) {
  const [replaceAgreed, setReplaceAgreed] = useState(false);
  const [isImporting, setImporting] = useState(false);
  const needsAgreement = plan.replaced > 0;
  return (
    <FormSection title="Preview" description={planSummary(plan)}>
      <ImportPlanTable label="Import preview" rows={plan.rows} />
      {plan.saved === 0 ? (
        <InlineAlert variant="info">Nothing to import: every row is skipped.</InlineAlert>
      ) : (
        <>
          {needsAgreement ? (
            <Checkbox isSelected={replaceAgreed} onChange={setReplaceAgreed}>
              {`Replace the current registered owner of ${counted(plan.replaced, 'unit')}. Each new owner is invited and the current owner stays until they register.`}
            </Checkbox>
          ) : null}
          <Inline gap="sm">
            <Button
              isDisabled={needsAgreement && !replaceAgreed}
              isPending={isImporting}
              onPress={async () => {
                setImporting(true);
                try {
                  await onImport(needsAgreement && replaceAgreed);
                } finally {
                  setImporting(false);
                }
              }}
            >
              {`Import ${counted(plan.saved, 'owner')}`}
            </Button>
          </Inline>
        </>
      )}
    </FormSection>
  );
}

function ImportOutcome({ result }: { result: ImportOwnersResult }) {
  const skipped = result.rows.filter((row) => row.action === 'skip');
  return (
    <InlineAlert variant="success">
      <ul className={documentStyles.plainList}>
        <li>Imported {counted(result.saved, 'owner')}</li>
        <li>Created {counted(result.created, 'unit')}</li>
        {skipped.length > 0 ? (
          <li>
            Skipped {counted(skipped.length, 'row')}:
            <ul className={documentStyles.plainList}>
              {skipped.map((row) => (
                <li key={row.row}>{`Row ${row.row}, unit ${row.unitNumber}: ${row.reason ?? ''}`}</li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </InlineAlert>
  );
}

/**
 * /strataAdmin/import-owners, the Import/Export page (strata spec 2, 5, 8): owners imported from one CSV file (Upload
 * stays disabled until one is chosen). Upload checks the file and shows what it would do, row by row; the import
 * runs on confirmation, and replacing a unit's current owner needs its own agreement.
 */
export function ImportOwnersView({
  onPreview,
  plan,
  onImport,
  result,
  failure,
  onDownloadTemplate,
}: ImportOwnersViewProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [isChecking, setChecking] = useState(false);
  const file = files[0];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Import/Export"
        description="Import strata unit owners from one CSV file. Each owner is saved as pending and invited by email."
        backLink={{ label: 'Back To Dashboard', href: '/strataAdmin/dashboard' }}
      />
      <FormSection
        title="Import Owners"
        description="The file's first line names the columns; the template lists them with an example row. Upload shows what the file will change before anything is saved."
      >
        <UploadDropZone label="Owners CSV file" kind="csv" files={files} onChange={setFiles} />
        <Inline gap="sm">
          <Button
            isDisabled={!file}
            isPending={isChecking}
            onPress={async () => {
              if (!file) return;
              setChecking(true);
              try {
                await onPreview(file);
              } finally {
                setChecking(false);
              }
            }}
          >
            Upload
          </Button>
          <Button variant="secondary" onPress={onDownloadTemplate}>
            Download Template
          </Button>
        </Inline>
      </FormSection>
      {/* A new plan (another file) starts with the agreement unticked. */}
      {plan ? <PlanConfirmation key={JSON.stringify(plan.rows)} plan={plan} onImport={onImport} /> : null}
      {result ? <ImportOutcome result={result} /> : null}
      {failure ? (
        <InlineAlert variant="error" title={failure.message}>
          {failure.errors.length > 0 ? (
            <ul className={documentStyles.plainList}>
              {failure.errors.map((error) => (
                <li key={`${error.row}-${error.column ?? ''}-${error.message}`}>{rowErrorText(error)}</li>
              ))}
            </ul>
          ) : (
            (failure.detail ?? 'Nothing was imported.')
          )}
        </InlineAlert>
      ) : null}
    </Stack>
  );
}
