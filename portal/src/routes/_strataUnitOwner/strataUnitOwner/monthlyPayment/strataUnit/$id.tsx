import { createFileRoute } from '@tanstack/react-router';
import { loadFailure, parseIdParam, stringifyIdParam } from '../../../../../components/routeSupport.tsx';
import { MonthlyPaymentPage } from '../../../../../components/unitOwner/MonthlyPaymentPage.tsx';
import { loadPrimaryUnit } from '../../../../../components/unitOwner/unitRoutes.ts';

/** /strataUnitOwner/monthlyPayment/strataUnit/{id}: the unit's first monthly payment (strata spec 2). */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/monthlyPayment/strataUnit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: loadPrimaryUnit,
  errorComponent: loadFailure('Could Not Load Strata Unit.'),
  component: CreateMonthlyPaymentPage,
});

function CreateMonthlyPaymentPage() {
  const { id } = Route.useParams();
  return <MonthlyPaymentPage unitId={id} mode="create" />;
}
