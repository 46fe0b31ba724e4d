import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import * as styles from './DataTable.css.ts';

export interface DataTablePagerProps {
  /** The table's name: the pager is "<label> pages". */
  label: string;
  pageSize: number;
  pageSizeOptions: readonly number[];
  /** 1-based, already clamped to `pageCount`. */
  currentPage: number;
  pageCount: number;
  /** Rows over all pages. */
  total: number;
  /** False while the table loads or failed: the controls are disabled and the range is blank. */
  isReady: boolean;
  onChange: (next: { page: number; pageSize?: number }) => void;
}

/** Under the table: rows per page, "1–10 of 42", and Previous / Page n of m / Next. */
export function DataTablePager({
  label,
  pageSize,
  pageSizeOptions,
  currentPage,
  pageCount,
  total,
  isReady,
  onChange,
}: DataTablePagerProps) {
  const firstShown = total === 0 ? 0 : (currentPage - 1) * pageSize + 1;
  const lastShown = Math.min(currentPage * pageSize, total);
  return (
    <nav className={styles.pager} aria-label={`${label} pages`}>
      <Select
        className={styles.pageSize}
        selectedKey={pageSize}
        onSelectionChange={(key) => {
          if (key === null) return;
          onChange({ pageSize: Number(key), page: 1 });
        }}
        isDisabled={!isReady}
      >
        <Label className={styles.fieldLabel}>Rows per page</Label>
        <AriaButton className={styles.selectButton}>
          <SelectValue />
          <span aria-hidden="true">▾</span>
        </AriaButton>
        <Popover className={styles.popover}>
          <ListBox className={styles.listBox}>
            {pageSizeOptions.map((size) => (
              <ListBoxItem key={size} id={size} textValue={String(size)} className={styles.option}>
                {String(size)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <span className={styles.range} aria-live="polite">
        {isReady ? `${firstShown}–${lastShown} of ${total.toLocaleString('en-CA')}` : ''}
      </span>
      <div className={styles.pageButtons}>
        <Button
          variant="secondary"
          size="small"
          isDisabled={!isReady || currentPage <= 1}
          onPress={() => onChange({ page: currentPage - 1 })}
        >
          Previous
        </Button>
        <span className={styles.pageStatus}>{`Page ${currentPage} of ${pageCount}`}</span>
        <Button
          variant="secondary"
          size="small"
          isDisabled={!isReady || currentPage >= pageCount}
          onPress={() => onChange({ page: currentPage + 1 })}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
