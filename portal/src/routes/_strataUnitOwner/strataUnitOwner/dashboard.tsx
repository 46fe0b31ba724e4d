import { createFileRoute } from '@tanstack/react-router';
import { StrataUnitOwnerDashboardView } from '../../../screens/strataUnitOwner/StrataUnitOwnerDashboard/StrataUnitOwnerDashboardView.tsx';

export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/dashboard')({
  component: StrataUnitOwnerDashboardPage,
});

function StrataUnitOwnerDashboardPage() {
  const { user } = Route.useRouteContext();
  return <StrataUnitOwnerDashboardView name={user.name} />;
}
