import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { contractTypes, suggestedRmNumber } from '../shared/rentalConstants.ts';
import { propertyQueries, useCreateProperty, useUpdateProperty } from './api.ts';
import { PropertyFormView, type PropertyFormViewProps } from './PropertyFormView.tsx';
import { emptyPropertyForm, propertyFormFrom, propertyInputFrom } from './propertyForm.ts';
import { useAddressSearch } from './useAddressSearch.ts';

type FormProps = Omit<
  PropertyFormViewProps,
  'addressResults' | 'isSearchingAddresses' | 'addressSearchError' | 'onAddressSearch'
>;

/** The property form with the address search through the server's geocoder. */
function PropertyForm(props: FormProps) {
  const addresses = useAddressSearch();
  return (
    <PropertyFormView
      {...props}
      addressResults={addresses.results}
      isSearchingAddresses={addresses.isSearching}
      addressSearchError={addresses.error}
      onAddressSearch={addresses.onSearch}
    />
  );
}

/** /admin/property/add/{ownerId} (rental spec 2.3): a new property for an owner, its number suggested (spec 9). */
export function NewPropertyPage({ ownerId }: { ownerId: number }) {
  const navigate = useNavigate();
  const { data: owner } = useSuspenseQuery(propertyQueries.owner(ownerId));
  const counts = useSuspenseQueries({
    queries: contractTypes.map((type) => propertyQueries.typeCount(ownerId, type.id)),
    combine: (results) => ({
      RM: results[0]?.data.count ?? 0,
      CM: results[1]?.data.count ?? 0,
      LU: results[2]?.data.count ?? 0,
      RB: results[3]?.data.count ?? 0,
    }),
  });
  const takenRmNumbers = useSuspenseQueries({
    queries: propertyQueries.takenNumbers(ownerId),
    combine: (results) => results.flatMap((result) => result.data.map((property) => property.rmNumber)),
  });
  const takenSet = new Set(takenRmNumbers.map((n) => n.toUpperCase()));
  const create = useCreateProperty();
  return (
    <PropertyForm
      mode="create"
      ownerId={ownerId}
      ownerName={owner.name}
      typeCounts={counts}
      takenRmNumbers={takenRmNumbers}
      initialValues={emptyPropertyForm(suggestedRmNumber('RM', ownerId, counts.RM, takenSet))}
      onSubmit={async (values) => {
        const property = await create.mutateAsync({ body: propertyInputFrom(values, ownerId) });
        await navigate({ to: '/admin/property/$id', params: { id: property.id } });
      }}
      error={create.failure?.message}
      backHref={`/admin/owner/${ownerId}`}
    />
  );
}

/** /admin/edit/property/{id} (rental spec 2.3): the property form prefilled, same rules as creation. */
export function EditPropertyPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: property } = useSuspenseQuery(propertyQueries.one(id));
  const save = useUpdateProperty();
  return (
    <PropertyForm
      mode="edit"
      ownerId={property.ownerId}
      ownerName={property.ownerName}
      initialValues={propertyFormFrom(property)}
      onSubmit={async (values) => {
        await save.run({ path: { id }, body: propertyInputFrom(values, property.ownerId) });
        await navigate({ to: '/admin/property/$id', params: { id } });
      }}
      error={save.failure?.message}
      backHref={`/admin/property/${id}`}
    />
  );
}
