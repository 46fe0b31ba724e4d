import { strataUnitsQueries } from '@portal/sdk/queries';
import { createFileRoute } from '@tanstack/react-router';
import { MonthlyPaymentPage } from '../../../../../../components/unitOwner/MonthlyPaymentPage.tsx';
import {
  notFoundOn404,
  parseIdParam,
  StrataUnitLoadFailure,
  stringifyIdParam,
} from '../../../../../../components/unitOwner/routeSupport.tsx';

/** /strataUnitOwner/monthlyPayment/replace/strataUnit/{id}: a new monthly payment replacing the current one (strata spec 2). */
export const Route = createFileRoute(
  '/_strataUnitOwner/strataUnitOwner/monthlyPayment/replace/strataUnit/$id',
)({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    queryClient.ensureQueryData(strataUnitsQueries.getStrataUnit(api, { path: { id } })).catch(notFoundOn404),
  errorComponent: StrataUnitLoadFailure,
  component: ReplaceMonthlyPaymentPage,
});

function ReplaceMonthlyPaymentPage() {
  const { id } = Route.useParams();
  return <MonthlyPaymentPage unitId={id} mode="replace" />;
}
