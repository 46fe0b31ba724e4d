import { createFileRoute } from '@tanstack/react-router';
import { MonthlyPaymentPage } from '../../../../../../features/payments/PaymentPages.tsx';
import { idParams, loadFailure } from '../../../../../../features/shared/routeSupport.tsx';
import { loadPrimaryUnit } from '../../../../../../features/units/unitRoutes.ts';

/** /strataUnitOwner/monthlyPayment/replace/strataUnit/{id}: a new monthly payment replacing the current one (strata spec 2). */
export const Route = createFileRoute(
  '/_strataUnitOwner/strataUnitOwner/monthlyPayment/replace/strataUnit/$id',
)({
  params: idParams,
  loader: loadPrimaryUnit,
  errorComponent: loadFailure('Could Not Load Strata Unit.'),
  component: ReplaceMonthlyPaymentPage,
});

function ReplaceMonthlyPaymentPage() {
  const { id } = Route.useParams();
  return <MonthlyPaymentPage unitId={id} mode="replace" />;
}
