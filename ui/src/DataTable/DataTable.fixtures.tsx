import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import type { DataTableColumn, DataTableProps } from './DataTable.tsx';

/** Rows and columns shared by the DataTable stories: 23 rental properties of the admin's list. */
export interface PropertyRow {
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

export const properties = makeProperties(23);
const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

export const propertyColumns: DataTableColumn<PropertyRow>[] = [
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

/** The story args every DataTable story starts from: the properties with Edit and Archive actions. */
export const propertyTableArgs = {
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
} satisfies DataTableProps<PropertyRow>;

export function bodyRows(canvas: ReturnType<typeof within>) {
  // The first row is the header row.
  return canvas.getAllByRole('row').slice(1);
}

/** Opens "Rows per page", checks the sizes offered and picks `choose`. */
export async function choosePageSize(canvasElement: HTMLElement, offered: readonly number[], choose: number) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Rows per page/ }));
  const body = within(canvasElement.ownerDocument.body);
  await expect(body.getAllByRole('option').map((option) => option.textContent)).toEqual(offered.map(String));
  await userEvent.click(body.getByRole('option', { name: String(choose) }));
}

/** The pager's go-to-page field. */
export function pageField(canvas: ReturnType<typeof within>) {
  return canvas.getByRole('textbox', { name: 'Page' });
}

/** The pager shows page `page` of `pageCount`: "Page [page] of pageCount", the field described by "of pageCount". */
export async function expectPage(canvas: ReturnType<typeof within>, page: number, pageCount: number) {
  const field = pageField(canvas);
  const of = `of ${pageCount.toLocaleString('en-CA')}`;
  await expect(field).toHaveValue(page.toLocaleString('en-CA'));
  await expect(field).toHaveAccessibleDescription(of);
  await expect(canvas.getByText(of)).toBeVisible();
}
