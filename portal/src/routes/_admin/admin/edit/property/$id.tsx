import { unwrap } from '@portal/sdk/client';
import { propertiesQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PropertyFormView } from '../../../../../features/properties/PropertyFormView.tsx';
import {
  type PropertyFormValues,
  propertyFormFrom,
  propertyInputFrom,
} from '../../../../../features/properties/propertyForm.ts';
import { useAddressSearch } from '../../../../../features/properties/useAddressSearch.ts';
import { messageForUser } from '../../../../../features/shared/forms/serverMessages.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';

/** /admin/edit/property/{id}: the property form prefilled (rental spec 2.3, same rules as creation). */
export const Route = createFileRoute('/_admin/admin/edit/property/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    queryClient.ensureQueryData(propertiesQueries.getProperty(api, { path: { id } })).catch(notFoundOn404),
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: EditPropertyPage,
});

function EditPropertyPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: property } = useSuspenseQuery(propertiesQueries.getProperty(api, { path: { id } }));
  const addresses = useAddressSearch(api);
  const save = useMutation({
    mutationFn: async (values: PropertyFormValues) =>
      unwrap(
        await api.PUT('/property/{id}', {
          params: { path: { id } },
          body: propertyInputFrom(values, property.ownerId),
        }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('properties') });
      toaster.show('property Saved', 'success');
      await navigate({ to: '/admin/property/$id', params: { id } });
    },
  });

  return (
    <PropertyFormView
      mode="edit"
      ownerId={property.ownerId}
      ownerName={property.ownerName}
      initialValues={propertyFormFrom(property)}
      addressResults={addresses.results}
      isSearchingAddresses={addresses.isSearching}
      addressSearchError={addresses.error}
      onAddressSearch={addresses.onSearch}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
      }}
      error={messageForUser(save.error)}
      backHref={`/admin/property/${id}`}
    />
  );
}
