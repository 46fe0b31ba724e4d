import { createFileRoute } from '@tanstack/react-router';
import { loadArchivedProperty } from '../../../../../features/properties/api.ts';
import { ArchivedPropertyPage } from '../../../../../features/properties/PropertyPages.tsx';
import { loadFailure, recordRoute } from '../../../../../features/shared/routeSupport.tsx';

/** /admin/archived/property/{id} (rental spec 2.3). An active property opens on its own page. */
export const Route = createFileRoute('/_admin/admin/archived/property/$id')({
  ...recordRoute(loadFailure('Could Not Load Properties.')),
  loader: ({ context: { queryClient }, params: { id } }) => loadArchivedProperty(queryClient, id),
  component: function ArchivedProperty() {
    return <ArchivedPropertyPage id={Route.useParams().id} />;
  },
});
