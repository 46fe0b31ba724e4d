import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardView } from '../../../screens/admin/AdminDashboard/AdminDashboardView.tsx';

export const Route = createFileRoute('/_admin/admin/dashboard')({
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  const { user } = Route.useRouteContext();
  return <AdminDashboardView name={user.name} />;
}
