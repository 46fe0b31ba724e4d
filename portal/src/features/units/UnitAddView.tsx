import { PageHeader, Stack } from '@portal/ui';
import { backToBuilding } from '../shared/backLinks.ts';
import { AddUnitSteps, type AddUnitStepsProps } from './UnitForms.tsx';
import type { BuildingAddress } from './unitForms.ts';

export interface UnitAddViewProps {
  building: BuildingAddress & { id: number; buildingName: string };
  onCreateUnit: AddUnitStepsProps['onCreateUnit'];
  onCreateOwner: AddUnitStepsProps['onCreateOwner'];
}

/**
 * /strataAdmin/strataProperty/{id}/strataUnit/add (strata spec 2 and 4): Add Strata Unit as a page, in the same two
 * steps as the building page's modal: the unit, then its owner and the invitation.
 */
export function UnitAddView({ building, onCreateUnit, onCreateOwner }: UnitAddViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Add Strata Unit"
        description={building.buildingName}
        backLink={backToBuilding(building)}
      />
      <Stack gap="lg" maxWidth="md">
        <AddUnitSteps building={building} onCreateUnit={onCreateUnit} onCreateOwner={onCreateOwner} />
      </Stack>
    </Stack>
  );
}
