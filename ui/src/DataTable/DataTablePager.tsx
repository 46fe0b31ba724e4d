import { useEffect, useRef } from 'react';
import {
  Button as AriaButton,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField,
  Popover,
  Select,
  SelectValue,
  Text,
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

/** A row or page count as the portal writes numbers: "9,001". */
const count = (value: number) => value.toLocaleString('en-CA');

/** Whole page numbers: the field takes digits only (no decimal point) and shows no fraction. */
const pageNumberFormat: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/**
 * Under the table: rows per page, "1–10 of 42", and First / Previous / Page [n] of m / Next / Last. The page field
 * goes to the page typed on Enter or when it loses focus (arrow keys step a page); an empty or unreadable entry goes
 * back to the current page, and a number past either end goes to that end.
 */
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
  // The page last asked for. A number typed and then Next clicked commits as the field loses focus, just before the
  // press: Next steps from the typed page, not from the one still shown.
  const asked = useRef(currentPage);
  useEffect(() => {
    asked.current = currentPage;
  }, [currentPage]);
  const go = (page: number) => {
    asked.current = Math.min(Math.max(page, 1), pageCount);
    onChange({ page: asked.current });
  };
  /** First, Previous, Next or Last: the page it goes to is read when pressed. */
  const step = (name: string, page: () => number, atEnd: boolean) => (
    <Button variant="secondary" size="small" isDisabled={!isReady || atEnd} onPress={() => go(page())}>
      {name}
    </Button>
  );
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
        {isReady ? `${count(firstShown)}–${count(lastShown)} of ${count(total)}` : ''}
      </span>
      <div className={styles.pageButtons}>
        <div className={styles.pageStepPair}>
          {step('First', () => 1, currentPage <= 1)}
          {step('Previous', () => asked.current - 1, currentPage <= 1)}
        </div>
        <NumberField
          className={styles.pageField}
          value={currentPage}
          minValue={1}
          maxValue={pageCount}
          step={1}
          formatOptions={pageNumberFormat}
          isDisabled={!isReady || pageCount <= 1}
          onChange={(page) => {
            // An emptied field commits NaN: the field shows the current page again, and nothing is asked for.
            if (Number.isFinite(page) && page !== asked.current) go(page);
          }}
        >
          <Label className={styles.pageFieldText}>Page</Label>
          <Input className={styles.pageInput} />
          <Text slot="description" className={styles.pageFieldText}>
            {`of ${count(pageCount)}`}
          </Text>
        </NumberField>
        <div className={styles.pageStepPair}>
          {step('Next', () => asked.current + 1, currentPage >= pageCount)}
          {step('Last', () => pageCount, currentPage >= pageCount)}
        </div>
      </div>
    </nav>
  );
}
