import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { unitUserQueries, useAddUnitUser, useUpdateUnitUser } from './api.ts';
import { UnitUserAddView } from './UnitUserAddView.tsx';
import { UnitUserEditView } from './UnitUserEditView.tsx';
import { chosenRole } from './unitUserForm.ts';
import type { StrataUnitUser } from './unitUserState.ts';

/** /strataAdmin/user/add/strataUnit/{id}: add a user to a unit (strata spec 2). */
export function UnitUserAddPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: unit } = useSuspenseQuery(unitUserQueries.unit(id));
  const save = useAddUnitUser(unit.unitNumber);
  return (
    <UnitUserAddView
      unit={{ id, unitNumber: unit.unitNumber, buildingName: unit.strataProperty.buildingName }}
      onSubmit={async (values, existing) => {
        const email = values.email.trim();
        const phoneNumber = values.phone.trim();
        const added = await save.submit({
          existing,
          account: { email, password: values.password, portal: 'strata', phoneNumber },
          member: (userId) => ({
            userId,
            strataUnitId: id,
            strataUnitRole: chosenRole(values.role),
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            phoneNumber,
          }),
        });
        if (added) await navigate({ to: '/strataAdmin/strataUnit/$id', params: { id } });
      }}
      error={save.failure?.message ?? null}
    />
  );
}

/** /strataAdmin/user/edit/strataUnit/{userId}: edit a unit user (strata spec 2). */
export function UnitUserEditPage({ unitUser }: { unitUser: StrataUnitUser }) {
  const navigate = useNavigate();
  const save = useUpdateUnitUser();
  const { strataUnitId: unitId, userId } = unitUser;
  return (
    <UnitUserEditView
      unitUser={unitUser}
      onSubmit={async (values) => {
        const saved = await save.submit({
          path: { unitId, userId },
          body: {
            strataUnitRole: chosenRole(values.role),
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            phoneNumber: values.phone.trim(),
          },
        });
        if (saved) await navigate({ to: '/strataAdmin/strataUnit/$id', params: { id: unitId } });
      }}
      error={save.failure?.message ?? null}
    />
  );
}
