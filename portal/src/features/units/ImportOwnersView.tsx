import { Button } from '@portal/ui/Button/Button.tsx';
import { FormSection } from '@portal/ui/FormSection/FormSection.tsx';
import { InlineAlert } from '@portal/ui/InlineAlert/InlineAlert.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import { UploadDropZone } from '@portal/ui/UploadDropZone/UploadDropZone.tsx';
import { useState } from 'react';
import * as documentStyles from '../shared/strataDocuments.css.ts';
import * as styles from '../shared/strataScreen.css.ts';

export interface ImportRowError {
  row: number;
  column: string | null;
  message: string;
}

export interface ImportOwnersViewProps {
  /** Sends the CSV; resolves once the route has the result or the failure. */
  onImport: (file: File) => Promise<void>;
  /** The counts of the last accepted import. */
  result: { saved: number; created: number } | null;
  /** The last refused import: "Error importing owners", its row errors, or the server's reason for the whole file. */
  failure: { message: string; errors: readonly ImportRowError[]; detail?: string | undefined } | null;
  onDownloadTemplate: () => void;
}

/** "Row 4, postalCode: Invalid postal code"; a whole-row problem has no column. */
export function rowErrorText({ row, column, message }: ImportRowError): string {
  return column ? `Row ${row}, ${column}: ${message}` : `Row ${row}: ${message}`;
}

/**
 * /strataAdmin/import-owners, the Import/Export page (strata spec 2, 5, 8): owners imported from one CSV file (Upload
 * stays disabled until one is chosen), the counts or the row errors, and the template to download.
 */
export function ImportOwnersView({ onImport, result, failure, onDownloadTemplate }: ImportOwnersViewProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [isImporting, setImporting] = useState(false);
  const file = files[0];
  return (
    <div className={styles.page}>
      <PageHeader
        title="Import/Export"
        description="Import strata unit owners from one CSV file. Each owner is saved as pending and invited by email."
        backLink={{ label: 'Back To Dashboard', href: '/strataAdmin/dashboard' }}
      />
      <FormSection
        title="Import Owners"
        description="The file's first line names the columns; the template lists them with an example row."
      >
        <UploadDropZone label="Owners CSV file" kind="csv" files={files} onChange={setFiles} />
        <div className={styles.actions}>
          <Button
            isDisabled={!file}
            isPending={isImporting}
            onPress={async () => {
              if (!file) return;
              setImporting(true);
              try {
                await onImport(file);
              } finally {
                setImporting(false);
              }
            }}
          >
            Upload
          </Button>
          <Button variant="secondary" onPress={onDownloadTemplate}>
            Download Template
          </Button>
        </div>
      </FormSection>
      {result ? (
        <InlineAlert variant="success">
          <ul className={documentStyles.plainList}>
            <li>Imported {result.saved} owners</li>
            <li>Created {result.created} units</li>
          </ul>
        </InlineAlert>
      ) : null}
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
    </div>
  );
}
