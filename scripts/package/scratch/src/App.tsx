// A front end outside the workspace: the published component library renders a table of what the SDK answers.
import type { PropertySummary } from '@portal/sdk/operations';
import { Button } from '@portal/ui/Button';
import { DataTable, type DataTableColumn } from '@portal/ui/DataTable';
import { lightTheme } from '@portal/ui/theme';
import '@portal/ui/global';

const columns: DataTableColumn<PropertySummary>[] = [
  {
    id: 'rmNumber',
    header: 'Property number',
    value: (p) => p.rmNumber,
    isRowHeader: true,
    allowsSorting: true,
  },
  { id: 'city', header: 'City', value: (p) => p.city ?? '' },
];

export function App({ properties, onReload }: { properties: PropertySummary[]; onReload: () => void }) {
  return (
    <div className={lightTheme}>
      <DataTable label="Properties" columns={columns} rows={properties} getRowId={(p) => p.id} />
      <Button onPress={onReload}>Reload</Button>
    </div>
  );
}
