import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  dataTableStatuses,
  userTablePageSizeOptions,
} from './DataTable.tsx';

interface PropertyRow {
  id: number;
  rmNumber: string;
  street: string;
  city: string;
  contractType: 'RM' | 'CM' | 'LU' | 'RB';
  moveInFee: number;
}

const streets = [
  '1203-4567 Kingsway',
  '88 W Pender St',
  '2180 Kelly Ave',
  '6088 Willingdon Ave',
  '13688 100 Ave',
  '1455 Howe St',
  '3007 Glen Dr',
  '8131 Westminster Hwy',
  '121 Brew St',
  '550 Austin Ave',
  '1372 Seymour St',
  '4890 Canada Way',
];
const cities = [
  'Burnaby',
  'Vancouver',
  'Port Coquitlam',
  'Burnaby',
  'Surrey',
  'Vancouver',
  'Coquitlam',
  'Richmond',
  'Port Moody',
  'Coquitlam',
  'Vancouver',
  'Burnaby',
];
const contractTypes = ['RM', 'CM', 'LU', 'RB'] as const;

function makeProperties(count: number): PropertyRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    rmNumber: `RM${String(1001 + index)}`,
    street: streets[index % streets.length] ?? '',
    city: cities[(index * 5) % cities.length] ?? '',
    contractType: contractTypes[index % contractTypes.length] ?? 'RM',
    moveInFee: (index % 4) * 125,
  }));
}

const properties = makeProperties(23);
const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

const propertyColumns: DataTableColumn<PropertyRow>[] = [
  {
    id: 'rmNumber',
    header: 'RM Number',
    value: (row) => row.rmNumber,
    href: (row) => `/admin/property/${row.id}`,
  },
  { id: 'street', header: 'Address', value: (row) => row.street },
  { id: 'contractType', header: 'Type', value: (row) => row.contractType },
  { id: 'city', header: 'City', value: (row) => row.city },
  {
    id: 'moveInFee',
    header: 'Move-in Fee',
    value: (row) => row.moveInFee,
    render: (row) => money.format(row.moveInFee),
    align: 'end',
  },
];

const onEdit = fn();
const onArchive = fn();

const meta = {
  title: 'Data/DataTable',
  component: DataTable<PropertyRow>,
  tags: ['autodocs'],
  args: {
    label: 'Properties',
    columns: propertyColumns,
    rows: properties,
    getRowId: (row: PropertyRow) => row.id,
    renderActions: (row: PropertyRow) => (
      <>
        <Button size="small" variant="secondary" onPress={() => onEdit(row.id)}>
          Edit
        </Button>
        <Button size="small" variant="danger" onPress={() => onArchive(row.id)}>
          Archive
        </Button>
      </>
    ),
  },
  argTypes: {
    status: { control: 'inline-radio', options: dataTableStatuses },
  },
} satisfies Meta<DataTableProps<PropertyRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(canvas: ReturnType<typeof within>) {
  // The first row is the header row.
  return canvas.getAllByRole('row').slice(1);
}

/** Click a header to sort; a second click reverses the order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
};

/** 10 rows per page by default; Previous/Next and the page-size select. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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

    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '5',
      '10',
      '15',
      '20',
    ]);
    await userEvent.click(body.getByRole('option', { name: '20' }));
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(20);
  },
};

/** The filter box keeps rows whose text contains the query, in any column. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filter = canvas.getByRole('searchbox', { name: 'Filter properties' });
    await userEvent.type(filter, 'surrey');
    const rows = bodyRows(canvas);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent('Surrey');
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();

    await userEvent.clear(filter);
    await userEvent.type(filter, 'Kitsilano');
    await expect(canvas.getByText('No rows match “Kitsilano”.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
    await expect(bodyRows(canvas)).toHaveLength(10);
  },
};

/** A grid: arrow keys move between cells and Enter on a link cell follows the link. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
};

/** The owner dashboard's table: no action column. */
export const WithoutActionColumn: Story = {
  args: {
    label: 'My properties',
    renderActions: undefined,
    columns: propertyColumns.filter((column) => ['rmNumber', 'street', 'city'].includes(column.id)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'RM Number↕',
      'Address↕',
      'City↕',
    ]);
    await expect(canvas.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'RM1001' })).toHaveAttribute('href', '/admin/property/1');
  },
};

/** Export CSV: the button hands the caller the table's search and sort, and is busy until the download is made. */
export const Export: Story = {
  args: {
    label: 'Properties',
    onExport: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '5',
      '10',
      '15',
      '20',
      '50',
      '100',
    ]);
    await userEvent.click(body.getByRole('option', { name: '100' }));
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(100);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No properties yet. Add one with New Property.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No properties yet. Add one with New Property.')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading Properties' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'Could Not Load Properties.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could Not Load Properties.');
  },
};

export const LongText: Story = {
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
};

/** At 360 px each row is a card: every value under its column's name, every action on screen (issue 15). */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: LongText.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
};
