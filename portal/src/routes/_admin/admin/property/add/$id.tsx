import { unwrap } from '@portal/sdk/client';
import { ownerProfilesQueries, propertiesQueries } from '@portal/sdk/queries';
import { useMutation, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { contractTypes, suggestedRmNumber } from '../../../../../components/rental/rentalConstants.ts';
import { useAddressSearch } from '../../../../../components/rental/useAddressSearch.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../components/routeSupport.tsx';
import { PropertyFormView } from '../../../../../screens/admin/PropertyForm/PropertyFormView.tsx';
import {
  emptyPropertyForm,
  type PropertyFormValues,
  propertyInputFrom,
} from '../../../../../screens/admin/PropertyForm/propertyForm.ts';

/** /admin/property/add/{ownerId}: a new property for an owner (rental spec 2.3). */
export const Route = createFileRoute('/_admin/admin/property/add/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(ownerProfilesQueries.getOwnerProfile(api, { path: { id } })),
      // The owner's count of each contract type, so the suggestion follows a type change at once (spec 9).
      ...contractTypes.map((type) =>
        queryClient.ensureQueryData(
          propertiesQueries.countOwnerPropertiesByType(api, { path: { ownerId: id, type: type.id } }),
        ),
      ),
    ]).catch(notFoundOn404),
  errorComponent: loadFailure('Could not load owners'),
  component: NewPropertyPage,
});

function NewPropertyPage() {
  const { id: ownerId } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: owner } = useSuspenseQuery(
    ownerProfilesQueries.getOwnerProfile(api, { path: { id: ownerId } }),
  );
  const counts = useSuspenseQueries({
    queries: contractTypes.map((type) =>
      propertiesQueries.countOwnerPropertiesByType(api, { path: { ownerId, type: type.id } }),
    ),
    combine: (results) => ({
      RM: results[0]?.data.count ?? 0,
      CM: results[1]?.data.count ?? 0,
      LU: results[2]?.data.count ?? 0,
      RB: results[3]?.data.count ?? 0,
    }),
  });
  const addresses = useAddressSearch(api);
  const create = useMutation({
    mutationFn: async (values: PropertyFormValues) =>
      unwrap(await api.POST('/property', { body: propertyInputFrom(values, ownerId) })),
    onSuccess: async (property) => {
      await queryClient.invalidateQueries({ queryKey: ['properties'] });
      toaster.show('property Saved', 'success');
      await navigate({ to: '/admin/property/$id', params: { id: property.id } });
    },
  });

  return (
    <PropertyFormView
      mode="create"
      ownerId={ownerId}
      ownerName={owner.name}
      typeCounts={counts}
      initialValues={emptyPropertyForm(suggestedRmNumber('RM', ownerId, counts.RM))}
      addressResults={addresses.results}
      isSearchingAddresses={addresses.isSearching}
      addressSearchError={addresses.error}
      onAddressSearch={addresses.onSearch}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
      }}
      error={create.error?.message}
      backHref={`/admin/owner/${ownerId}`}
    />
  );
}
