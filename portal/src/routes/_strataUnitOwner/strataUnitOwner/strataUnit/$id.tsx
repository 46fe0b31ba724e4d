import { unwrap } from '@portal/sdk/client';
import { paymentsQueries, strataDocumentsQueries, strataUnitsQueries } from '@portal/sdk/queries';
import { getStrataUnitQueryKey } from '@portal/sdk/query';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { AddressValues } from '../../../../features/forms/ChangeOfAddressDialog.tsx';
import { failLoadWith } from '../../../../features/shared/failures.ts';
import {
  LoadFailureNotice,
  parseIdParam,
  stringifyIdParam,
} from '../../../../features/shared/routeSupport.tsx';
import { StrataUnitView } from '../../../../features/units/StrataUnitView.tsx';
import { isPrimaryUser } from '../../../../features/units/unitOwner.ts';
import { notFoundOrFailWith } from '../../../../features/units/unitRoutes.ts';

/**
 * /strataUnitOwner/strataUnit/{id}: a unit of the signed-in owner (strata spec 2). The primary user (role 0) sees
 * the unit, building and payment panels and the documents; other users only the users list. The server answers
 * 404 for a unit the user is not linked to.
 */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/strataUnit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: async ({ context: { queryClient, api, user }, params: { id } }) => {
    const unit = await queryClient
      .ensureQueryData(strataUnitsQueries.getStrataUnit(api, { path: { id } }))
      .catch(notFoundOrFailWith('Could Not Load Strata Unit.'));
    if (isPrimaryUser(unit, user.userId)) {
      // Strata spec 8's toast names the list that failed.
      await Promise.all([
        queryClient
          .ensureQueryData(strataDocumentsQueries.listStrataUnitDocuments(api, { path: { id } }))
          .catch(failLoadWith('Could not load Documents.')),
        queryClient
          .ensureQueryData(strataDocumentsQueries.listStrataUnitDocumentCategories(api))
          .catch(failLoadWith('Could not load categories.')),
      ]);
    }
  },
  errorComponent: LoadFailureNotice,
  component: StrataUnitPage,
});

function StrataUnitPage() {
  const { id } = Route.useParams();
  const { api, toaster, user, queryClient } = Route.useRouteContext();
  const { data: unit } = useSuspenseQuery(strataUnitsQueries.getStrataUnit(api, { path: { id } }));
  const isPrimary = isPrimaryUser(unit, user.userId);
  const documents = useQuery({
    ...strataDocumentsQueries.listStrataUnitDocuments(api, { path: { id } }),
    enabled: isPrimary,
  });
  const categories = useQuery({
    ...strataDocumentsQueries.listStrataUnitDocumentCategories(api),
    enabled: isPrimary,
  });
  const extraPayments = useQuery({
    ...paymentsQueries.listStrataUnitExtraPayments(api, { path: { unitId: id } }),
    enabled: isPrimary,
  });
  useEffect(() => {
    if (extraPayments.isError) toaster.show('Could Not Load Extra Payments.', 'error');
  }, [extraPayments.isError, toaster]);

  const deletePad = useMutation({
    mutationFn: async (padId: number) =>
      unwrap(await api.DELETE('/preAuthorizedDebit/{id}', { params: { path: { id: padId } } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: getStrataUnitQueryKey({ path: { id } }),
      });
      toaster.show('Pre-authorized debit deleted.', 'success');
    },
    onError: () => toaster.show('Could Not Delete PAD.', 'error'),
  });

  const updateAddress = useMutation({
    mutationFn: async ({ ownerId, values }: { ownerId: number; values: AddressValues }) =>
      unwrap(await api.PUT('/strataOwner/{ownerId}', { params: { path: { ownerId } }, body: values })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: getStrataUnitQueryKey({ path: { id } }),
      });
      toaster.show('Address updated.', 'success');
    },
  });

  return (
    <StrataUnitView
      unit={unit}
      isPrimary={isPrimary}
      documents={documents.data ?? []}
      categories={categories.data ?? []}
      extraPayments={extraPayments.isError ? null : (extraPayments.data ?? [])}
      onDeletePad={async (padId) => {
        await deletePad.mutateAsync(padId);
      }}
      onUpdateAddress={async (ownerId, values) => {
        await updateAddress.mutateAsync({ ownerId, values });
      }}
    />
  );
}
