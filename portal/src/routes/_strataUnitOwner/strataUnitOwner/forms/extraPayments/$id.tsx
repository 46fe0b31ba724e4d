import { createFileRoute } from '@tanstack/react-router';
import { ExtraPaymentsPage } from '../../../../../features/payments/PaymentPages.tsx';
import { idParams, loadFailure } from '../../../../../features/shared/routeSupport.tsx';
import { loadPrimaryUnit } from '../../../../../features/units/unitRoutes.ts';

/**
 * /strataUnitOwner/forms/extraPayments/{id}: extra payments of a unit (strata spec 2). Only the unit's primary user
 * may save them (the server answers 404 to anyone else); the unit page lists them afterwards.
 */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/forms/extraPayments/$id')({
  params: idParams,
  loader: loadPrimaryUnit,
  errorComponent: loadFailure('Could Not Load Strata Unit.'),
  component: function ExtraPayments() {
    return <ExtraPaymentsPage id={Route.useParams().id} />;
  },
});
