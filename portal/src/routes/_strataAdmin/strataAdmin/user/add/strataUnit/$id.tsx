import { ApiError, type PortalClient, unwrap } from '@portal/sdk/client';
import { strataUnitsQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { messageOf } from '../../../../../../features/shared/failures.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../../features/shared/routeSupport.tsx';
import { UnitUserAddView } from '../../../../../../features/unitUsers/UnitUserAddView.tsx';
import {
  chosenRole,
  linkMessages,
  type UnitUserAddValues,
} from '../../../../../../features/unitUsers/unitUserForm.ts';

/** /strataAdmin/user/add/strataUnit/{id}: add a user to a unit (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/add/strataUnit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    queryClient.ensureQueryData(strataUnitsQueries.getStrataUnit(api, { path: { id } })).catch(notFoundOn404),
  errorComponent: loadFailure('Could Not Load Strata Unit.'),
  component: UnitUserAddPage,
});

function addUserError(error: Error): string {
  const linkMessage = Object.values(linkMessages).find((message) => message === error.message);
  return linkMessage ?? messageOf(error, 'Error creating new user. User may already exist.');
}

/** The Strata Unit Owner account with this email or username, for Add User's "Existing account". */
async function existingUnitOwner(api: PortalClient, emailOrUserName: string) {
  const account = await api
    .GET('/user/{id}', { params: { path: { id: emailOrUserName } } })
    .then(unwrap)
    .catch((error: unknown) => {
      // Not found, or not something an account can be named by.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw new Error(linkMessages.notFound);
      throw error;
    });
  if (account.role !== 'Strata Unit Owner') throw new Error(linkMessages.notUnitOwner);
  return account;
}

function UnitUserAddPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: unit } = useSuspenseQuery(strataUnitsQueries.getStrataUnit(api, { path: { id } }));
  const save = useMutation({
    mutationFn: async ({ values, existing }: { values: UnitUserAddValues; existing: boolean }) => {
      const email = values.email.trim();
      const phoneNumber = values.phone.trim();
      const account = existing
        ? await existingUnitOwner(api, email)
        : unwrap(
            await api.POST('/user', {
              params: { query: { role: 'Strata Unit Owner', userName: email } },
              body: { email, password: values.password, portal: 'strata', phoneNumber },
            }),
          );
      return unwrap(
        await api.POST('/strataUnitUser', {
          body: {
            userId: account.id,
            strataUnitId: id,
            strataUnitRole: chosenRole(values.role),
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            phoneNumber,
          },
        }),
      );
    },
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataUnits') });
      toaster.show(`${member.user.userName} added to unit ${unit.unitNumber}.`, 'success');
      await navigate({ to: '/strataAdmin/strataUnit/$id', params: { id } });
    },
  });
  return (
    <UnitUserAddView
      unit={{ id, unitNumber: unit.unitNumber, buildingName: unit.strataProperty.buildingName }}
      onSubmit={async (values, existing) => {
        await save.mutateAsync({ values, existing }).catch(() => undefined);
      }}
      error={save.error ? addUserError(save.error) : null}
    />
  );
}
