import { unwrap } from '@portal/sdk/client';
import { strataPropertiesQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ArchivedPropertiesView } from '../../../features/buildings/ArchivedPropertiesView.tsx';
import type { StrataPropertySummary } from '../../../features/buildings/StrataPropertiesTable.tsx';
import { loadFailure } from '../../../features/shared/routeSupport.tsx';

/** /strataAdmin/archived: archived buildings with restore and delete (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/archived')({
  loader: ({ context: { queryClient, api } }) =>
    queryClient.ensureQueryData(strataPropertiesQueries.listArchivedStrataProperties(api)),
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: ArchivedPropertiesPage,
});

function ArchivedPropertiesPage() {
  const { api, queryClient, toaster } = Route.useRouteContext();
  const { data: properties } = useSuspenseQuery(strataPropertiesQueries.listArchivedStrataProperties(api));
  const refresh = () => queryClient.invalidateQueries({ queryKey: tagQueryKey('strataProperties') });
  const restore = useMutation({
    mutationFn: async (property: StrataPropertySummary) =>
      unwrap(await api.PUT('/strataProperty/restore/{id}', { params: { path: { id: property.id } } })),
    onSuccess: refresh,
    onError: () => toaster.show('Something went Wrong. Please try again Later.', 'error'),
  });
  const remove = useMutation({
    mutationFn: async (property: StrataPropertySummary) =>
      unwrap(await api.DELETE('/strataProperty/delete/{id}', { params: { path: { id: property.id } } })),
    onSuccess: refresh,
    onError: () => toaster.show('Error deleting property.', 'error'),
  });
  return (
    <ArchivedPropertiesView
      properties={properties}
      onRestore={async (property) => void (await restore.mutateAsync(property))}
      onDelete={async (property) => void (await remove.mutateAsync(property))}
    />
  );
}
