import { unwrap } from '@portal/sdk/client';
import { strataPropertiesQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { messageOf } from '../../../../features/shared/failures.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../features/shared/routeSupport.tsx';
import { StaffAddView } from '../../../../features/staff/StaffAddView.tsx';
import { type StaffFormValues, staffInputFrom } from '../../../../features/staff/staffForm.ts';

/** /strataAdmin/staff/{id}: add onsite staff to the building (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/staff/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    queryClient
      .ensureQueryData(strataPropertiesQueries.getStrataProperty(api, { path: { id } }))
      .catch(notFoundOn404),
  errorComponent: loadFailure('Could not load property.'),
  component: StaffAddPage,
});

function StaffAddPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: property } = useSuspenseQuery(
    strataPropertiesQueries.getStrataProperty(api, { path: { id } }),
  );
  const save = useMutation({
    mutationFn: async (values: StaffFormValues) =>
      unwrap(await api.POST('/strataPropertyStaff', { body: staffInputFrom(values, id) })),
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('staff') });
      toaster.show(`${member.name} added to the onsite staff.`, 'success');
      await navigate({ to: '/strataAdmin/property/$id', params: { id } });
    },
  });
  return (
    <StaffAddView
      building={property}
      onSubmit={async (values) => {
        await save.mutateAsync(values).catch(() => undefined);
      }}
      error={save.error ? messageOf(save.error, 'Something went wrong, please try again later.') : null}
    />
  );
}
