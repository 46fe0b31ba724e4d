import { unwrap } from '@portal/sdk/client';
import { strataAgentsQueries, strataPropertiesQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PropertyEditView } from '../../../../features/buildings/PropertyEditView.tsx';
import {
  type PropertyEditValues,
  propertyUpdateFrom,
} from '../../../../features/buildings/propertyEditForm.ts';
import { failLoadWith, messageOf } from '../../../../features/shared/failures.ts';
import { LoadFailureNotice } from '../../../../features/shared/LoadFailureNotice.tsx';
import { isProvince } from '../../../../features/shared/rentalConstants.ts';
import { parseIdParam, stringifyIdParam } from '../../../../features/shared/routeSupport.tsx';
import { notFoundOrFailWith } from '../../../../features/units/unitRoutes.ts';

/**
 * /strataAdmin/edit/{id}: edit a building (strata spec 2). A failed load toasts strata spec 8's message for what
 * failed: the building ("Could not load property.") or the agents to choose from ("Could not load Strata Agents.").
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/edit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    Promise.all([
      queryClient
        .ensureQueryData(strataPropertiesQueries.getStrataProperty(api, { path: { id } }))
        .catch(notFoundOrFailWith('Could not load property.')),
      queryClient
        .ensureQueryData(strataAgentsQueries.listStrataAgents(api))
        .catch(failLoadWith('Could not load Strata Agents.')),
    ]),
  errorComponent: LoadFailureNotice,
  component: EditStrataPropertyPage,
});

function EditStrataPropertyPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: property } = useSuspenseQuery(
    strataPropertiesQueries.getStrataProperty(api, { path: { id } }),
  );
  const { data: agents } = useSuspenseQuery(strataAgentsQueries.listStrataAgents(api));
  const save = useMutation({
    mutationFn: async (values: PropertyEditValues) => {
      const province = isProvince(values.province) ? values.province : property.province;
      return unwrap(
        await api.PUT('/strataProperty/{id}', {
          params: { path: { id } },
          body: propertyUpdateFrom(values, province, property),
        }),
      );
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataProperties') });
      toaster.show('Strata Property Saved.', 'success');
      await navigate({ to: '/strataAdmin/dashboard' });
    },
  });
  return (
    <PropertyEditView
      property={property}
      agents={agents}
      onSubmit={async (values) => {
        await save.mutateAsync(values).catch(() => undefined);
      }}
      error={save.error ? messageOf(save.error, 'Error creating property') : null}
    />
  );
}
