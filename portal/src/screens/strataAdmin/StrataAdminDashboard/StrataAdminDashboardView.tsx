import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';

export interface StrataAdminDashboardViewProps {
  /** The signed-in user's name (session `name`). */
  name: string;
}

/** The strata administrator dashboard (strata spec 2): the properties table comes with the strata screens. */
export function StrataAdminDashboardView({ name }: StrataAdminDashboardViewProps) {
  return <PageHeader title="Strata Administration" description={`Welcome, ${name}.`} />;
}
