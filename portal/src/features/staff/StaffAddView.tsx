import { PageHeader, Stack } from '@portal/ui';
import { backToBuilding } from '../shared/backLinks.ts';
import { StaffForm } from './StaffForm.tsx';
import type { StaffFormValues } from './staffForm.ts';

export interface StaffAddViewProps {
  building: { id: number; buildingName: string };
  onSubmit: (values: StaffFormValues) => Promise<void>;
  error?: string | null | undefined;
}

/**
 * /strataAdmin/staff/{id} (strata spec 2 and 5): add onsite staff to the building: one of the four positions, name,
 * phone, email and the week's hours (seven days, times as 9am or 17:00, an empty start is a day off).
 */
export function StaffAddView({ building, onSubmit, error }: StaffAddViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader title="Add Staff" description={building.buildingName} backLink={backToBuilding(building)} />
      <StaffForm label="Add Staff" submitLabel="Add Staff" onSubmit={onSubmit} error={error} />
    </Stack>
  );
}
