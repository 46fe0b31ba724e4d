import { createFileRoute } from '@tanstack/react-router';
import { MonthlyPaymentPage } from '../../../../../features/payments/PaymentPages.tsx';
import { idParams, loadFailure } from '../../../../../features/shared/routeSupport.tsx';
import { loadPrimaryUnit } from '../../../../../features/units/unitRoutes.ts';

/** /strataUnitOwner/monthlyPayment/strataUnit/{id}: the unit's first monthly payment (strata spec 2). */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/monthlyPayment/strataUnit/$id')({
  params: idParams,
  loader: loadPrimaryUnit,
  errorComponent: loadFailure('Could Not Load Strata Unit.'),
  component: CreateMonthlyPaymentPage,
});

function CreateMonthlyPaymentPage() {
  const { id } = Route.useParams();
  return <MonthlyPaymentPage unitId={id} mode="create" />;
}
