import { ApiError, unwrap } from '@portal/sdk/client';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PropertyAddView } from '../../../../features/buildings/PropertyAddView.tsx';
import {
  emptyPropertyAdd,
  loginInputFrom,
  type PropertyAddValues,
  propertyInputFrom,
} from '../../../../features/buildings/propertyAddForm.ts';
import { isProvince } from '../../../../features/shared/rentalConstants.ts';

const invalidUserMessage = 'Failed To Save Property, Please enter a valid user';

/** Which step failed, so the page shows the spec's message for it (strata spec 5 and 8). */
class StepError extends Error {}

/**
 * /strataAdmin/property/add: creates the building's login (POST /user, role Strata Owner, username the plan number),
 * then the building with that login as propertyAdminId (strata spec 7); toast "Strata Property Saved.".
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/property/add')({
  component: AddStrataPropertyPage,
});

function AddStrataPropertyPage() {
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const createLogin = async (values: PropertyAddValues) => {
    const body = loginInputFrom(values);
    return unwrap(
      await api.POST('/user', {
        params: { query: { role: 'Strata Owner', userName: body.userName ?? '' } },
        body,
      }),
    );
  };
  const save = useMutation({
    mutationFn: async (values: PropertyAddValues) => {
      if (!isProvince(values.province)) throw new StepError(invalidUserMessage);
      const login = await createLogin(values).catch((error: unknown) => {
        // The spec's words, then the server's reason (e.g. a login with this plan number already exists).
        const reason = error instanceof ApiError ? ` ${error.message}` : '';
        throw new StepError(`${invalidUserMessage}.${reason}`);
      });
      return unwrap(
        await api.POST('/strataProperty', {
          body: propertyInputFrom(values, values.province, login.id),
        }),
      );
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataProperties') });
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('users') });
      toaster.show('Strata Property Saved.', 'success');
      await navigate({ to: '/strataAdmin/dashboard' });
    },
  });
  const error = save.error
    ? save.error instanceof StepError
      ? save.error.message
      : save.error instanceof ApiError && save.error.status === 409
        ? save.error.message
        : 'Error creating property'
    : null;
  return (
    <PropertyAddView
      initialValues={emptyPropertyAdd}
      onSubmit={async (values) => {
        await save.mutateAsync(values).catch(() => undefined);
      }}
      error={error}
    />
  );
}
