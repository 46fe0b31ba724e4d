import { strataUnitsQueries } from '@portal/sdk/queries';
import { createFileRoute } from '@tanstack/react-router';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  stringifyIdParam,
} from '../../../../../components/routeSupport.tsx';
import { MonthlyPaymentPage } from '../../../../../components/unitOwner/MonthlyPaymentPage.tsx';

/** /strataUnitOwner/monthlyPayment/strataUnit/{id}: the unit's first monthly payment (strata spec 2). */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/monthlyPayment/strataUnit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    queryClient.ensureQueryData(strataUnitsQueries.getStrataUnit(api, { path: { id } })).catch(notFoundOn404),
  errorComponent: loadFailure('Could Not Load Strata Unit.'),
  component: CreateMonthlyPaymentPage,
});

function CreateMonthlyPaymentPage() {
  const { id } = Route.useParams();
  return <MonthlyPaymentPage unitId={id} mode="create" />;
}
