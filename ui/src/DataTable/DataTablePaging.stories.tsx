import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preview } from '../stories/preview.ts';
import {
  bodyRows,
  choosePageSize,
  expectPage,
  type PropertyRow,
  pageField,
  properties,
  propertyTableArgs,
} from './DataTable.fixtures.tsx';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableQuery,
  searchDebounceMs,
  userTablePageSizeOptions,
} from './DataTable.tsx';

/**
 * Paging: 10 rows per page to start, First/Previous/Next/Last and the page field, and the page sizes of each kind of
 * table.
 */
const meta = preview.meta({
  title: 'Data/DataTable paging',
  component: DataTable<PropertyRow>,
  args: propertyTableArgs,
});

/** 10 rows per page by default; Previous/Next and the page-size select. */
export const Paging = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(bodyRows(canvas)).toHaveLength(10);
    await expectPage(canvas, 1, 3);
    await expect(canvas.getByRole('button', { name: 'First' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expectPage(canvas, 2, 3);
    await expect(canvas.getByRole('rowheader', { name: 'RM1011' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expectPage(canvas, 3, 3);
    await expect(bodyRows(canvas)).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last' })).toBeDisabled();

    await choosePageSize(canvasElement, [5, 10, 15, 20], 20);
    await expectPage(canvas, 1, 2);
    await expect(bodyRows(canvas)).toHaveLength(20);
  },
});

/** Ten rows, one page at the size every table starts with: no pager and no filter. */
export const OnePage = meta.story({
  args: { rows: properties.slice(0, 10) },
  play: async ({ canvas }) => {
    await expect(bodyRows(canvas)).toHaveLength(10);
    await expect(canvas.queryByRole('navigation', { name: 'Properties pages' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Rows per page/ })).toBeNull();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
});

/** Eleven rows: two pages, so the pager, and more than a few rows, so the filter. */
export const TwoPages = meta.story({
  args: { rows: properties.slice(0, 11) },
  play: async ({ canvas }) => {
    await expectPage(canvas, 1, 2);
    await expect(canvas.getByText('1–10 of 11')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Filter properties' })).toBeVisible();
  },
});

/** A page size smaller than the rows keeps the pager on a table of a few rows (no filter: eight rows). */
export const SmallPageSize = meta.story({
  args: { rows: properties.slice(0, 8), initialPageSize: 5 },
  play: async ({ canvas }) => {
    await expectPage(canvas, 1, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expectPage(canvas, 2, 2);
    await expect(bodyRows(canvas)).toHaveLength(3);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
});

/**
 * A page size chosen that holds every row: the pager stays (and the focus on its select), so the size can be chosen
 * back.
 */
export const PageSizeHoldingEveryRow = meta.story({
  args: { rows: properties.slice(0, 15) },
  play: async ({ canvas, canvasElement }) => {
    await expectPage(canvas, 1, 2);
    await choosePageSize(canvasElement, [5, 10, 15, 20], 20);
    await expectPage(canvas, 1, 1);
    await expect(bodyRows(canvas)).toHaveLength(15);
    await expect(canvas.getByText('1–15 of 15')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Rows per page/ })).toHaveFocus());
  },
});

interface UnitUserRow {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: string;
}

const firstNames = ['Amelia', 'Liam', 'Priya', 'Noah', 'Mei', 'Lucas', 'Harjit', 'Chloé', 'Ethan', 'Aiko'];
const lastNames = [
  'Tremblay',
  'Gagnon',
  'Singh',
  'Chen',
  'Roy',
  'Wong',
  'Martin',
  'Sandhu',
  'Nguyen',
  'Bouchard',
];
const roles = [
  'Current Primary User',
  'Current Secondary User',
  'Past Owner',
  'Current Tenant',
  'Past Tenant',
];

const unitUsers: UnitUserRow[] = Array.from({ length: 120 }, (_, index) => {
  const firstName = firstNames[index % firstNames.length] ?? '';
  const lastName = lastNames[Math.floor(index / firstNames.length) % lastNames.length] ?? '';
  return {
    id: index + 1,
    userName: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${index}`,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${index}@example.ca`,
    phone: `604-555-${String(1000 + index)}`,
    role: roles[index % roles.length] ?? '',
  };
});

const unitUserColumns: DataTableColumn<UnitUserRow>[] = [
  { id: 'userName', header: 'Username', value: (row) => row.userName },
  { id: 'firstName', header: 'First Name', value: (row) => row.firstName },
  { id: 'lastName', header: 'Last Name', value: (row) => row.lastName },
  { id: 'email', header: 'Email', value: (row) => row.email },
  { id: 'phone', header: 'Phone Number', value: (row) => row.phone },
  { id: 'role', header: 'Role', value: (row) => row.role },
];

const unitUserTableArgs: DataTableProps<UnitUserRow> = {
  label: 'Unit users',
  columns: unitUserColumns,
  rows: unitUsers,
  getRowId: (row) => row.id,
  pageSizeOptions: userTablePageSizeOptions,
  renderActions: undefined,
};

/** A user table: many rows and page sizes up to 100. */
export const ManyRowsUserTable = meta.story({
  // A table of another row type: its own props, not the meta's.
  render: () => <DataTable {...unitUserTableArgs} />,
  play: async ({ canvas, canvasElement }) => {
    await expectPage(canvas, 1, 12);
    await choosePageSize(canvasElement, userTablePageSizeOptions, 100);
    await expectPage(canvas, 1, 2);
    await expect(bodyRows(canvas)).toHaveLength(100);
  },
});

/**
 * Far pages: First and Last, a page number typed and Enter (or leaving the field), arrow keys a page at a time. A
 * number past the end goes to the last page; an emptied field shows the current page again.
 */
export const GoToPage = meta.story({
  // A table of another row type: its own props, not the meta's.
  render: () => <DataTable {...unitUserTableArgs} />,
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Unit users pages' }));
    const button = (name: string) => pager.getByRole('button', { name });
    const field = pageField(pager);
    await expectPage(pager, 1, 12);
    await expect(button('First')).toBeDisabled();

    await userEvent.click(button('Last'));
    await expectPage(pager, 12, 12);
    await expect(pager.getByText('111–120 of 120')).toBeVisible();
    await expect(button('Next')).toBeDisabled();
    await expect(button('Last')).toBeDisabled();
    await userEvent.click(button('First'));
    await expectPage(pager, 1, 12);
    await expect(pager.getByText('1–10 of 120')).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, '7{Enter}');
    await expectPage(pager, 7, 12);
    await expect(pager.getByText('61–70 of 120')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'amelia.martin60' })).toBeVisible();

    // The field takes the nearest page when the number is committed: 99 of 12 pages is the last.
    await userEvent.clear(field);
    await userEvent.type(field, '99{Enter}');
    await expectPage(pager, 12, 12);
    await expect(pager.getByText('111–120 of 120')).toBeVisible();

    // Emptied, on Enter or on leaving the field: the current page again, and the page stays.
    await userEvent.clear(field);
    await expect(field).toHaveValue('');
    await userEvent.keyboard('{Enter}');
    await expectPage(pager, 12, 12);
    await userEvent.clear(field);
    await userEvent.tab();
    await expectPage(pager, 12, 12);
    await expect(pager.getByText('111–120 of 120')).toBeVisible();

    // Arrow keys step a page; a number typed and left goes there, and Tab walks the controls in order.
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowDown}');
    await expectPage(pager, 11, 12);
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.tab();
    await expectPage(pager, 3, 12);
    await expect(button('Next')).toHaveFocus();
    await userEvent.tab();
    await expect(button('Last')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(field).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(button('Previous')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(button('First')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectPage(pager, 1, 12);
  },
});

/**
 * On a server table the page is the server's: the field asks for the page typed (or the nearest one), shows the
 * current page until the answer comes, and asks nothing for an emptied field.
 */
export const GoToPageOnServer = meta.story({
  args: {
    rows: properties.slice(10, 20),
    server: { page: 2, pageSize: 10, search: '', total: 2150, onChange: fn() },
  },
  play: async ({ args, canvas }) => {
    const onChange = args.server?.onChange;
    const field = pageField(canvas);
    await expectPage(canvas, 2, 215);
    await expect(canvas.getByText('11–20 of 2,150')).toBeVisible();

    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue('2');
    await expect(onChange).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '150{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 150, pageSize: 10 }));
    await expect(field).toHaveValue('2');
    await userEvent.clear(field);
    await userEvent.type(field, '5000{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 215 }));

    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 215 }));
    await userEvent.click(canvas.getByRole('button', { name: 'First' }));
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
    await expect(onChange).toHaveBeenCalledTimes(4);

    // A number typed and then Next clicked, while the server still shows page 2: the field asks for the typed page
    // as it loses focus, and Next for the one after it, not for page 3.
    await userEvent.clear(field);
    await userEvent.type(field, '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(onChange).toHaveBeenNthCalledWith(5, expect.objectContaining({ page: 40 }));
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 41 }));
  },
});

const searchesAsked: string[] = [];

/** The server's answer to a search change arrives this long after it is asked for (a router writing the URL). */
const slowAnswerMs = 600;

/**
 * A server table over the properties whose state comes back after `answerMs`, as a router's does: each search is
 * kept in `asked`.
 */
function ServerTable({
  asked = [],
  answerMs = slowAnswerMs,
  search = '',
}: {
  asked?: string[];
  answerMs?: number;
  search?: string;
}) {
  const [query, setQuery] = useState<DataTableQuery>({ page: 1, pageSize: 10, search });
  const matching = properties.filter((row) => row.city.toLowerCase().includes(query.search.toLowerCase()));
  const start = (query.page - 1) * query.pageSize;
  return (
    <DataTable
      {...propertyTableArgs}
      rows={matching.slice(start, start + query.pageSize)}
      server={{
        ...query,
        total: matching.length,
        onChange: (next) => {
          asked.push(next.search);
          setTimeout(() => setQuery(next), answerMs);
        },
      }}
    />
  );
}

/**
 * Typing on while the search already sent comes back: the late answer does not wipe the letters typed after it, and
 * the whole text is then asked for.
 */
export const ServerSearchAnsweredLate = meta.story({
  render: () => <ServerTable asked={searchesAsked} />,
  play: async ({ canvas }) => {
    searchesAsked.length = 0;
    const box = canvas.getByRole('searchbox', { name: 'Filter properties' });
    await userEvent.type(box, 'Bur');
    // Past the pause the box waits for, before the answer to "Bur" has come back.
    await new Promise((resolve) => setTimeout(resolve, searchDebounceMs + 100));
    await expect(searchesAsked).toEqual(['Bur']);
    await userEvent.type(box, 'naby');
    await new Promise((resolve) => setTimeout(resolve, slowAnswerMs));
    await expect(box).toHaveValue('Burnaby');
    await waitFor(() => expect(searchesAsked).toEqual(['Bur', 'Burnaby']));
    await waitFor(() => expect(canvas.getByText('1–6 of 6')).toBeVisible(), { timeout: 3000 });
    await expect(box).toHaveValue('Burnaby');
  },
});

/** A server table whose total fits on one page: no pager and no filter. */
export const ServerOnePage = meta.story({
  args: {
    rows: properties.slice(0, 6),
    server: { page: 1, pageSize: 10, search: '', total: 6, onChange: fn() },
  },
  play: async ({ canvas }) => {
    await expect(bodyRows(canvas)).toHaveLength(6);
    await expect(canvas.queryByRole('navigation', { name: 'Properties pages' })).toBeNull();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
});

/**
 * A server search that leaves a few rows keeps the filter and the pager: they are judged by the table without its
 * search, and the count says what matched.
 */
export const ServerSearchNarrowed = meta.story({
  render: () => <ServerTable answerMs={0} />,
  play: async ({ canvas }) => {
    await expectPage(canvas, 1, 3);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter properties' }), 'Surrey');
    await waitFor(() => expect(canvas.getByText('1–2 of 2')).toBeVisible());
    await expect(bodyRows(canvas)).toHaveLength(2);
    await expectPage(canvas, 1, 1);
    await expect(canvas.getByRole('searchbox', { name: 'Filter properties' })).toHaveValue('Surrey');
  },
});

/**
 * A search from the URL that matches a few rows: the filter shows it (never hidden while it has text) and the pager
 * its count, as after a search typed in the page.
 */
export const ServerSearchFromUrl = meta.story({
  render: () => <ServerTable answerMs={0} search="Surrey" />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Filter properties' });
    await expect(box).toHaveValue('Surrey');
    await expect(bodyRows(canvas)).toHaveLength(2);
    await expect(canvas.getByText('1–2 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expectPage(canvas, 1, 3));
    await expect(canvas.getByText('1–10 of 23')).toBeVisible();
    await expect(box).toBeVisible();
  },
});
