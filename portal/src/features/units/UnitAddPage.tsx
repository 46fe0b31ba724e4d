import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { unitQueries, useCreateOwnerAndInvite, useCreateUnit } from './api.ts';
import { UnitAddView } from './UnitAddView.tsx';
import { ownerInputFrom, unitLocationOf } from './unitForms.ts';

/** /strataAdmin/strataProperty/{id}/strataUnit/add: Add Strata Unit on its own page (strata spec 2). */
export function UnitAddPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: building } = useSuspenseQuery(unitQueries.building(id));
  const createUnit = useCreateUnit();
  const createOwner = useCreateOwnerAndInvite();
  return (
    <UnitAddView
      building={building}
      onCreateUnit={async (values) => {
        const unit = await createUnit.mutateAsync({
          body: {
            unitNumber: values.unitNumber.trim(),
            lotNumber: values.lotNumber.trim(),
            unitLocation: unitLocationOf(values),
            strataPropertyId: id,
          },
        });
        return { id: unit.id, unitNumber: unit.unitNumber };
      }}
      onCreateOwner={async (unit, values) => {
        await createOwner.run(ownerInputFrom(values, unit.id));
        await navigate({ to: '/strataAdmin/strataUnit/$id', params: { id: unit.id } });
      }}
    />
  );
}
