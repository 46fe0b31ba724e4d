import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';

export interface AdminDashboardViewProps {
  /** The signed-in user's name (session `name`). */
  name: string;
}

/** The administrator dashboard (rental spec 2.3): properties and owners tables come with the admin screens. */
export function AdminDashboardView({ name }: AdminDashboardViewProps) {
  return <PageHeader title="Dashboard" description={`Welcome, ${name}.`} />;
}
