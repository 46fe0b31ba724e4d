import { unwrap } from '@portal/sdk/client';
import { strataPropertiesQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { StrataAdminDashboardView } from '../../../features/buildings/StrataAdminDashboardView.tsx';
import type { StrataPropertySummary } from '../../../features/buildings/StrataPropertiesTable.tsx';
import { loadFailure } from '../../../features/shared/routeSupport.tsx';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/dashboard')({
  loader: ({ context: { queryClient, api } }) =>
    queryClient.ensureQueryData(strataPropertiesQueries.listStrataProperties(api)),
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: StrataAdminDashboardPage,
});

function StrataAdminDashboardPage() {
  const { user, api, queryClient, toaster } = Route.useRouteContext();
  const { data: properties } = useSuspenseQuery(strataPropertiesQueries.listStrataProperties(api));
  const archive = useMutation({
    mutationFn: async (property: StrataPropertySummary) =>
      unwrap(await api.PUT('/strataProperty/archive/{id}', { params: { path: { id: property.id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagQueryKey('strataProperties') }),
    onError: () => toaster.show('Something went Wrong. Please try again Later.', 'error'),
  });
  return (
    <StrataAdminDashboardView
      name={user.name}
      properties={properties}
      showActions={user.role === 'strataAdmin'}
      onArchive={async (property) => void (await archive.mutateAsync(property))}
    />
  );
}
