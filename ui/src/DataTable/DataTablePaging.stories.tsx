import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  bodyRows,
  choosePageSize,
  type PropertyRow,
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

/** Paging on the client: 10 rows per page to start, Previous/Next, and the page sizes of each kind of table. */
const meta = {
  title: 'Data/DataTable paging',
  component: DataTable<PropertyRow>,
  args: propertyTableArgs,
} satisfies Meta<DataTableProps<PropertyRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10 rows per page by default; Previous/Next and the page-size select. */
export const Paging: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(bodyRows(canvas)).toHaveLength(10);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'RM1011' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();

    await choosePageSize(canvasElement, [5, 10, 15, 20], 20);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(20);
  },
};

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

/** A user table: many rows and page sizes up to 100. */
export const ManyRowsUserTable: StoryObj<DataTableProps<UnitUserRow>> = {
  args: {
    label: 'Unit users',
    columns: unitUserColumns,
    rows: unitUsers,
    getRowId: (row) => row.id,
    pageSizeOptions: userTablePageSizeOptions,
    renderActions: undefined,
  },
  render: (args) => <DataTable {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Page 1 of 12')).toBeVisible();
    await choosePageSize(canvasElement, userTablePageSizeOptions, 100);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(100);
  },
};

const searchesAsked: string[] = [];

/** The server's answer to a search change arrives this long after it is asked for (a router writing the URL). */
const slowAnswerMs = 600;

/** A server table whose state comes back late, as a router's does: each search is kept in `asked`. */
function SlowServerTable({ asked }: { asked: string[] }) {
  const [query, setQuery] = useState<DataTableQuery>({ page: 1, pageSize: 10, search: '' });
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
          setTimeout(() => setQuery(next), slowAnswerMs);
        },
      }}
    />
  );
}

/**
 * Typing on while the search already sent comes back: the late answer does not wipe the letters typed after it, and
 * the whole text is then asked for.
 */
export const ServerSearchAnsweredLate: Story = {
  render: () => <SlowServerTable asked={searchesAsked} />,
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
};
