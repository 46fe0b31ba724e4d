import { createFileRoute } from '@tanstack/react-router';
import { StrataAdminDashboardView } from '../../../screens/strataAdmin/StrataAdminDashboard/StrataAdminDashboardView.tsx';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/dashboard')({
  component: StrataAdminDashboardPage,
});

function StrataAdminDashboardPage() {
  const { user } = Route.useRouteContext();
  return <StrataAdminDashboardView name={user.name} />;
}
