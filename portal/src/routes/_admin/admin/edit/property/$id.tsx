import { createFileRoute } from '@tanstack/react-router';
import { loadPropertyForEdit } from '../../../../../features/properties/api.ts';
import { EditPropertyPage } from '../../../../../features/properties/PropertyFormPages.tsx';
import { loadFailure, recordRoute } from '../../../../../features/shared/routeSupport.tsx';

/** /admin/edit/property/{id}: the property form prefilled (rental spec 2.3, same rules as creation). */
export const Route = createFileRoute('/_admin/admin/edit/property/$id')({
  ...recordRoute(loadFailure('Could Not Load Properties.')),
  loader: ({ context: { queryClient }, params: { id } }) => loadPropertyForEdit(queryClient, id),
  component: function EditProperty() {
    return <EditPropertyPage id={Route.useParams().id} />;
  },
});
