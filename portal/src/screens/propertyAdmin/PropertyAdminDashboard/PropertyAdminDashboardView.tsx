import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';

export interface PropertyAdminDashboardViewProps {
  /** The signed-in user's name (session `name`). */
  name: string;
}

/** The property administrator dashboard (strata spec 2): the building, agent, staff and documents come with the strata screens. */
export function PropertyAdminDashboardView({ name }: PropertyAdminDashboardViewProps) {
  return <PageHeader title="Property Administration" description={`Welcome, ${name}.`} />;
}
