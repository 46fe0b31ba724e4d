import { unwrap } from '@portal/sdk/client';
import { ownerProfilesQueries, propertiesQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PropertyFormView } from '../../../../../features/properties/PropertyFormView.tsx';
import {
  emptyPropertyForm,
  type PropertyFormValues,
  propertyInputFrom,
} from '../../../../../features/properties/propertyForm.ts';
import { useAddressSearch } from '../../../../../features/properties/useAddressSearch.ts';
import { messageForUser } from '../../../../../features/shared/forms/serverMessages.ts';
import {
  contractTypes,
  rmNumberOwnerPart,
  suggestedRmNumber,
} from '../../../../../features/shared/rentalConstants.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';

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
      queryClient.ensureQueryData(takenNumberQueries(api, id)[0]),
      queryClient.ensureQueryData(takenNumberQueries(api, id)[1]),
    ]).catch(notFoundOn404),
  errorComponent: loadFailure('Could not load owners'),
  component: NewPropertyPage,
});

/**
 * The active and archived properties whose number could collide with a suggestion for this owner (their number or
 * address holds the owner part, e.g. "007"): the suggestion skips numbers already used.
 */
function takenNumberQueries(api: Parameters<typeof propertiesQueries.listProperties>[0], ownerId: number) {
  const query = { q: rmNumberOwnerPart(ownerId) };
  return [
    propertiesQueries.listProperties(api, { query }),
    propertiesQueries.listArchivedProperties(api, { query }),
  ] as const;
}

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
  const takenRmNumbers = useSuspenseQueries({
    queries: takenNumberQueries(api, ownerId),
    combine: (results) => results.flatMap((result) => result.data.map((property) => property.rmNumber)),
  });
  const takenSet = new Set(takenRmNumbers.map((n) => n.toUpperCase()));
  const addresses = useAddressSearch(api);
  const create = useMutation({
    mutationFn: async (values: PropertyFormValues) =>
      unwrap(await api.POST('/property', { body: propertyInputFrom(values, ownerId) })),
    onSuccess: async (property) => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('properties') });
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
      takenRmNumbers={takenRmNumbers}
      initialValues={emptyPropertyForm(suggestedRmNumber('RM', ownerId, counts.RM, takenSet))}
      addressResults={addresses.results}
      isSearchingAddresses={addresses.isSearching}
      addressSearchError={addresses.error}
      onAddressSearch={addresses.onSearch}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
      }}
      error={messageForUser(create.error)}
      backHref={`/admin/owner/${ownerId}`}
    />
  );
}
