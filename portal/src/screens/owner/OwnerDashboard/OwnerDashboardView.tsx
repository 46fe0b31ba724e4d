import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';

export interface OwnerDashboardViewProps {
  /** The signed-in user's name (session `name`). */
  name: string;
}

/** The owner dashboard (rental spec 2.4): the owner's properties and documents come with the owner screens. */
export function OwnerDashboardView({ name }: OwnerDashboardViewProps) {
  return <PageHeader title="Dashboard" description={`Welcome, ${name}.`} />;
}
