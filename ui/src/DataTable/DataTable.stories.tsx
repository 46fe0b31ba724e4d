import { useState } from 'react';
import { expect, fn, type Mock, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, confirmPresets } from '../ConfirmDialog/ConfirmDialog.tsx';
import { radioControl } from '../stories/controls.ts';
import { expectItemTexts } from '../stories/listPlay.ts';
import { preview } from '../stories/preview.ts';
import {
  bodyRows,
  expectPage,
  type PropertyRow,
  pageField,
  properties,
  propertyColumns,
  propertyTableArgs,
} from './DataTable.fixtures.tsx';
import { DataTable, type DataTableProps, dataTableStatuses } from './DataTable.tsx';

const meta = preview.meta({
  title: 'Data/DataTable',
  component: DataTable<PropertyRow>,
  args: propertyTableArgs,
  argTypes: {
    status: radioControl(dataTableStatuses),
  },
});

/** Click a header to sort; a second click reverses the order. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const city = canvas.getByRole('columnheader', { name: /City/ });
    await expect(city).not.toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(city);
    await expect(city).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(bodyRows(canvas)[0] as HTMLElement).getByText('Burnaby')).toBeVisible();
    await userEvent.click(city);
    await expect(city).toHaveAttribute('aria-sort', 'descending');
    await expect(within(bodyRows(canvas)[0] as HTMLElement).getByText('Vancouver')).toBeVisible();

    const fee = canvas.getByRole('columnheader', { name: /Move-in Fee/ });
    await userEvent.click(fee);
    await expect(fee).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(bodyRows(canvas)[0] as HTMLElement).getByText('$0.00')).toBeVisible();
  },
});

/** The filter box keeps rows whose text contains the query, in any column. */
export const Filtering = meta.story({
  play: async ({ canvas }) => {
    const filter = canvas.getByRole('searchbox', { name: 'Filter properties' });
    await userEvent.type(filter, 'surrey');
    const rows = bodyRows(canvas);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent('Surrey');
    await expectPage(canvas, 1, 1);
    // One page: nowhere to go.
    await expect(pageField(canvas)).toBeDisabled();

    await userEvent.clear(filter);
    await userEvent.type(filter, 'Kitsilano');
    await expect(canvas.getByText('No rows match “Kitsilano”.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
    await expect(bodyRows(canvas)).toHaveLength(10);
  },
});

/** A grid: arrow keys move between cells and Enter on a link cell follows the link. */
export const KeyboardNavigation = meta.story({
  play: async ({ canvas }) => {
    canvas.getByRole('searchbox', { name: 'Filter properties' }).focus();
    await userEvent.tab();
    const grid = canvas.getByRole('grid', { name: 'Properties' });
    // Tabbing into the grid lands on the first row.
    await expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent('RM1001');
    await expect(grid.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent('RM1002');
    await userEvent.keyboard('{ArrowUp}');
    await expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent('RM1001');
    // Right arrow moves into the row's cells, one at a time.
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement?.closest('[role="rowheader"]')).toHaveTextContent('RM1001');
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement?.closest('[role="gridcell"]')).toHaveTextContent(
      '1203-4567 Kingsway',
    );
  },
});

/** The keyboard hint: nothing before the keyboard is in the grid; "Use arrow keys to move between rows" while it is. */
export const KeyboardHint = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Use arrow keys to move between rows')).toBeNull();
    canvas.getByRole('searchbox', { name: 'Filter properties' }).focus();
    await userEvent.tab();
    const grid = canvas.getByRole('grid', { name: 'Properties' });
    await expect(grid.contains(document.activeElement)).toBe(true);
    const hint = await canvas.findByText('Use arrow keys to move between rows');
    await expect(hint).toBeVisible();
    await expect(hint).toHaveAttribute('aria-live', 'polite');
    await userEvent.keyboard('{ArrowDown}');
    await expect(hint).toBeVisible();
    // Focus leaves the grid, and the hint goes.
    canvas.getByRole('searchbox', { name: 'Filter properties' }).focus();
    await waitFor(() => expect(canvas.queryByText('Use arrow keys to move between rows')).toBeNull());
  },
});

/** The owner dashboard's table: no action column. */
export const WithoutActionColumn = meta.story({
  args: {
    label: 'My properties',
    renderActions: undefined,
    columns: propertyColumns.filter((column) => ['rmNumber', 'street', 'city'].includes(column.id)),
  },
  play: async ({ canvas, canvasElement }) => {
    await expectItemTexts(canvasElement, 'columnheader', ['RM Number↕', 'Address↕', 'City↕']);
    await expect(canvas.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'RM1001' })).toHaveAttribute('href', '/admin/property/1');
  },
});

/** Export CSV: the button hands the caller the table's search and sort, and is busy until the download is made. */
export const Export = meta.story({
  args: {
    label: 'Properties',
    onExport: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Export CSV of properties' });
    const onExport = args.onExport as Mock<NonNullable<DataTableProps<PropertyRow>['onExport']>>;
    const exported = (call: number) => onExport.mock.calls[call]?.[1].rows ?? [];
    // Every row, not only the page on screen.
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-pending', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
    await expect(exported(0)).toHaveLength(properties.length);
    // The filter and sort on screen.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter properties' }), 'Burnaby');
    await userEvent.click(canvas.getByRole('columnheader', { name: /RM Number/ }));
    await userEvent.click(canvas.getByRole('columnheader', { name: /RM Number/ }));
    await userEvent.click(button);
    await expect(args.onExport).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: 'Burnaby', sort: { column: 'rmNumber', direction: 'descending' } }),
      expect.objectContaining({ columns: propertyColumns }),
    );
    const burnaby = properties.filter((p) => p.city === 'Burnaby').map((p) => p.rmNumber);
    await expect(exported(1).map((p) => p.rmNumber)).toEqual([...burnaby].reverse());
  },
});

/** No rows: nothing to filter or page through, so neither a filter nor a pager. */
export const Empty = meta.story({
  args: { rows: [], emptyMessage: 'No properties yet. Add one with New Property.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No properties yet. Add one with New Property.')).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Properties pages' })).toBeNull();
  },
});

/**
 * A few rows, all on one page: no filter and no pager (First … Last, page size, count), while Export CSV stays; the
 * keyboard reaches the grid from the button, and the grid says how to move in it.
 */
export const FewRows = meta.story({
  args: { rows: properties.slice(0, 6), onExport: fn(() => Promise.resolve()) },
  play: async ({ canvas }) => {
    await expect(bodyRows(canvas)).toHaveLength(6);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Properties pages' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(canvas.queryByText('1–6 of 6')).toBeNull();
    const exportButton = canvas.getByRole('button', { name: 'Export CSV of properties' });
    await expect(exportButton).toBeVisible();

    exportButton.focus();
    await userEvent.tab();
    await expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent('RM1001');
    const hint = await canvas.findByText('Use arrow keys to move between rows');
    await expect(hint).toHaveAttribute('aria-live', 'polite');
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent('RM1002');
    // Focus leaves the grid, and the hint goes.
    exportButton.focus();
    await waitFor(() => expect(canvas.queryByText('Use arrow keys to move between rows')).toBeNull());
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading Properties' })).toBeVisible();
    for (const name of ['First', 'Previous', 'Next', 'Last']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
    await expect(pageField(canvas)).toBeDisabled();
  },
});

export const ErrorState = meta.story({
  name: 'Error',
  args: { status: 'error', errorMessage: 'Could Not Load Properties.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could Not Load Properties.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again: Properties' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const LongText = meta.story({
  args: {
    rows: [
      {
        id: 99,
        rmNumber: 'RM2044',
        street:
          'Suite 2704, The Residences at Metrotown Centre, 4670 Assembly Way (rear lane entrance off Beresford St)',
        city: 'North Vancouver',
        contractType: 'LU',
        moveInFee: 250,
      },
      ...properties.slice(0, 4),
    ],
  },
});

/** At 360 px each row is a card: every value under its column's name, every action on screen. */
export const PhoneCards = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  args: LongText.input.args,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(768);
    const rows = bodyRows(canvas);
    for (const row of rows) {
      for (const button of within(row as HTMLElement).getAllByRole('button')) {
        const box = button.getBoundingClientRect();
        await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
        await expect(box.left).toBeGreaterThanOrEqual(0);
      }
    }
    const cityCell = within(rows[0] as HTMLElement)
      .getByText('North Vancouver')
      .closest('[role="gridcell"], [role="rowheader"]');
    await expect(getComputedStyle(cityCell as Element, '::before').content).toBe('"City"');
    // Words stay whole: "Vancouver" fits on one line of its card.
    const word = within(rows[0] as HTMLElement).getByText('North Vancouver');
    await expect(word.getBoundingClientRect().width).toBeGreaterThan(60);
  },
});

/**
 * At 360 px the column headers are hidden, so "Sort by" above the cards sorts: each column in both directions, the
 * table's sort shown as it changes. On a wider screen the headers sort and the list is not shown.
 */
export const PhoneSort = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const sortBy = canvas.getByLabelText('Sort by properties');
    await expect(sortBy).toBeVisible();
    await expect(sortBy).toHaveValue('');
    await userEvent.selectOptions(sortBy, 'City, descending');
    const city = canvas.getByRole('columnheader', { name: /City/ });
    await expect(city).toHaveAttribute('aria-sort', 'descending');
    await expect(within(bodyRows(canvas)[0] as HTMLElement).getByText('Vancouver')).toBeVisible();
    await userEvent.selectOptions(sortBy, 'Move-in Fee, ascending');
    await expect(within(bodyRows(canvas)[0] as HTMLElement).getByText('$0.00')).toBeVisible();
    // "As listed" is offered only until a sort is chosen.
    await expect(within(sortBy).queryByRole('option', { name: 'As listed' })).toBeNull();
    await expect(within(sortBy).getAllByRole('option')).toHaveLength(propertyColumns.length * 2);
  },
});

/** A wide screen sorts by the headers: the phone's "Sort by" is not shown, nor reached by the keyboard. */
export const NoPhoneSortOnDesktop = meta.story({
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(768);
    await expect(canvas.getByLabelText('Sort by properties')).not.toBeVisible();
  },
});

/** Rows whose Archive asks first and then takes the row away, as a list screen's do. */
function ArchivingTable() {
  const [rows, setRows] = useState(() => properties.slice(0, 3));
  return (
    <DataTable
      {...propertyTableArgs}
      rows={rows}
      renderActions={(row) => (
        <ConfirmDialog
          {...confirmPresets.archive}
          onConfirm={() => setRows((current) => current.filter((r) => r.id !== row.id))}
          trigger={
            <Button size="small" variant="secondary" aria-label={`Archive ${row.rmNumber}`}>
              Archive
            </Button>
          }
        />
      )}
    />
  );
}

/**
 * After a confirmed Archive takes its row away, focus goes to the next row's Archive; after the last row's, to the
 * table, never to the row above.
 */
export const FocusAfterArchive = meta.story({
  render: () => <ArchivingTable />,
  play: async ({ canvas }) => {
    const archiveOf = (row: PropertyRow | undefined) =>
      canvas.getByRole('button', { name: `Archive ${row?.rmNumber}` });
    const [first, second, third] = properties;
    const confirmBy = async (button: HTMLElement) => {
      await userEvent.click(button);
      const dialog = await screen.findByRole('alertdialog');
      within(dialog).getByRole('button', { name: 'Archive' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    };
    await confirmBy(archiveOf(second));
    await waitFor(() => expect(archiveOf(third)).toHaveFocus());
    await confirmBy(archiveOf(third));
    const grid = canvas.getByRole('grid', { name: 'Properties' });
    await waitFor(() => expect(grid).toHaveFocus());
    await expect(archiveOf(first)).not.toHaveFocus();
  },
});
