import { createFileRoute } from '@tanstack/react-router';
import { PropertyAdminDashboardView } from '../../../screens/propertyAdmin/PropertyAdminDashboard/PropertyAdminDashboardView.tsx';

export const Route = createFileRoute('/_propertyAdmin/propertyAdmin/dashboard')({
  component: PropertyAdminDashboardPage,
});

function PropertyAdminDashboardPage() {
  const { user } = Route.useRouteContext();
  return <PropertyAdminDashboardView name={user.name} />;
}
