import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDeletePad } from '../payments/index.ts';
import type { Session } from '../session/index.ts';
import { useBackLink } from '../shared/backLinks.ts';
import { usePortal } from '../shared/usePortal.ts';
import { unitQueries, useUpdateOwnerAddress } from './api.ts';
import { StrataUnitView } from './StrataUnitView.tsx';
import { isPrimaryUser } from './unitOwner.ts';

/** /strataUnitOwner/strataUnit/{id}: the unit owner's unit page (strata spec 2); the primary user sees more. */
export function OwnerUnitPage({ id, user }: { id: number; user: Session }) {
  const { toaster } = usePortal();
  const { data: unit } = useSuspenseQuery(unitQueries.unit(id));
  const isPrimary = isPrimaryUser(unit, user.userId);
  const documents = useQuery({ ...unitQueries.ownerDocuments(id), enabled: isPrimary });
  const categories = useQuery({ ...unitQueries.categories(), enabled: isPrimary });
  const extraPayments = useQuery({ ...unitQueries.extraPayments(id), enabled: isPrimary });
  useEffect(() => {
    if (extraPayments.isError) toaster.show('Could Not Load Extra Payments.', 'error');
  }, [extraPayments.isError, toaster]);
  const deletePad = useDeletePad(id);
  const updateAddress = useUpdateOwnerAddress(id);
  // Opened from its building's page, it leads back there; else to the dashboard.
  const backLink = useBackLink(
    [
      {
        label: `Back To Building ${unit.strataProperty.buildingName}`,
        href: `/strataUnitOwner/strataProperty/${unit.strataPropertyId}`,
      },
    ],
    { label: 'Back To Dashboard', href: '/strataUnitOwner/dashboard' },
  );
  return (
    <StrataUnitView
      unit={unit}
      backLink={backLink}
      isPrimary={isPrimary}
      documents={documents.data ?? []}
      categories={categories.data ?? []}
      extraPayments={extraPayments.isError ? null : (extraPayments.data ?? [])}
      onDeletePad={(padId) => deletePad.run({ path: { id: padId } })}
      onUpdateAddress={(ownerId, values) => updateAddress.run({ path: { ownerId }, body: values })}
    />
  );
}
