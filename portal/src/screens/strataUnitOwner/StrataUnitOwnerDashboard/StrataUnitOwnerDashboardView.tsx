import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';

export interface StrataUnitOwnerDashboardViewProps {
  /** The signed-in user's name (session `name`). */
  name: string;
}

/** The strata unit owner dashboard (strata spec 2): the user's properties and units come with the strata screens. */
export function StrataUnitOwnerDashboardView({ name }: StrataUnitOwnerDashboardViewProps) {
  return <PageHeader title="Strata Unit Owner Dashboard" description={`Welcome, ${name}.`} />;
}
