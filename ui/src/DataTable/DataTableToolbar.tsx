import { useState } from 'react';
import { Button as AriaButton, Input, Label, SearchField } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import * as styles from './DataTable.css.ts';

export interface DataTableToolbarProps {
  /** The table's name: the filter is "Filter <label>", the button "Export CSV of <label>". */
  label: string;
  /** The filter box, when the table is filterable. */
  filter?: {
    value: string;
    onChange: (value: string) => void;
    isDisabled: boolean;
  };
  /** The "Export CSV" button, busy until the promise settles. */
  onExport?: () => Promise<void>;
}

/** Above the table: the filter box and the "Export CSV" button, each when asked for. */
export function DataTableToolbar({ label, filter, onExport }: DataTableToolbarProps) {
  const [isExporting, setExporting] = useState(false);
  return (
    <div className={styles.toolbar}>
      {filter ? (
        <SearchField
          className={styles.searchField}
          value={filter.value}
          onChange={filter.onChange}
          isDisabled={filter.isDisabled}
        >
          <Label className={styles.fieldLabel}>{`Filter ${label.toLowerCase()}`}</Label>
          <div className={styles.searchBox}>
            <Input className={styles.searchInput} placeholder="Type to filter" />
            <AriaButton className={styles.clearButton} aria-label="Clear filter">
              ×
            </AriaButton>
          </div>
        </SearchField>
      ) : null}
      {onExport ? (
        <Button
          variant="secondary"
          isPending={isExporting}
          aria-label={`Export CSV of ${label.toLowerCase()}`}
          onPress={() => {
            setExporting(true);
            onExport().finally(() => setExporting(false));
          }}
        >
          Export CSV
        </Button>
      ) : null}
    </div>
  );
}
