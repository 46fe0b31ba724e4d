import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { staffQueries, useAddStaff } from './api.ts';
import { StaffAddView } from './StaffAddView.tsx';
import { staffInputFrom } from './staffForm.ts';

/** /strataAdmin/staff/{id}: add onsite staff to the building (strata spec 2). */
export function StaffAddPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: building } = useSuspenseQuery(staffQueries.building(id));
  const save = useAddStaff();
  return (
    <StaffAddView
      building={building}
      onSubmit={async (values) => {
        const added = await save.submit({ body: staffInputFrom(values, id) });
        if (added) await navigate({ to: '/strataAdmin/property/$id', params: { id } });
      }}
      error={save.failure?.message ?? null}
    />
  );
}
