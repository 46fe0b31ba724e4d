import { createFileRoute } from '@tanstack/react-router';
import { OwnerDashboardView } from '../../../screens/owner/OwnerDashboard/OwnerDashboardView.tsx';

export const Route = createFileRoute('/_owner/owner/dashboard')({
  component: OwnerDashboardPage,
});

function OwnerDashboardPage() {
  const { user } = Route.useRouteContext();
  return <OwnerDashboardView name={user.name} />;
}
