import { unwrap } from '@portal/sdk/client';
import { strataUnitsQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { messageOf } from '../../../../../../features/shared/failures.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../../features/shared/routeSupport.tsx';
import { UnitUserEditView } from '../../../../../../features/unitUsers/UnitUserEditView.tsx';
import { chosenRole, type UnitUserEditValues } from '../../../../../../features/unitUsers/unitUserForm.ts';
import { unitUserSearch } from '../../../../../../features/unitUsers/unitUserState.ts';

/**
 * /strataAdmin/user/edit/strataUnit/{userId}: edit a unit user (strata spec 2). The unit page hands the record over in
 * navigation state; after a reload (no state) it is loaded from the unit named by ?unitId=, else the user's first unit.
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/edit/strataUnit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  validateSearch: unitUserSearch,
  loaderDeps: ({ search }) => ({ unitId: search.unitId }),
  notFoundComponent: RecordNotFound,
  loader: async ({ context: { queryClient, api }, params: { id }, deps: { unitId }, location }) => {
    const carried = location.state.strataUnitUser;
    if (carried && carried.userId === id && (unitId === undefined || carried.strataUnitId === unitId)) {
      return carried;
    }
    let strataUnitId = unitId;
    if (strataUnitId === undefined) {
      const units = await queryClient
        .ensureQueryData(strataUnitsQueries.listStrataUnitsOfUnitUser(api, { path: { userId: id } }))
        .catch(notFoundOn404);
      strataUnitId = units[0]?.strataUnitId;
      if (strataUnitId === undefined) throw notFound();
    }
    const unit = await queryClient
      .ensureQueryData(strataUnitsQueries.getStrataUnit(api, { path: { id: strataUnitId } }))
      .catch(notFoundOn404);
    const record = unit.strataUnitUsers.find((member) => member.userId === id);
    if (!record) throw notFound();
    return record;
  },
  errorComponent: loadFailure('Could Not Load Strata Unit.'),
  component: UnitUserEditPage,
});

function UnitUserEditPage() {
  const unitUser = Route.useLoaderData();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const save = useMutation({
    mutationFn: async (values: UnitUserEditValues) =>
      unwrap(
        await api.PUT('/strataUnitUser/strataUnit/{unitId}/strataUser/{userId}', {
          params: { path: { unitId: unitUser.strataUnitId, userId: unitUser.userId } },
          body: {
            strataUnitRole: chosenRole(values.role),
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            phoneNumber: values.phone.trim(),
          },
        }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataUnits') });
      toaster.show('Unit user updated.', 'success');
      await navigate({ to: '/strataAdmin/strataUnit/$id', params: { id: unitUser.strataUnitId } });
    },
  });
  return (
    <UnitUserEditView
      unitUser={unitUser}
      onSubmit={async (values) => {
        await save.mutateAsync(values).catch(() => undefined);
      }}
      error={
        save.error ? messageOf(save.error, 'Unable to update user. The email may already be in use.') : null
      }
    />
  );
}
