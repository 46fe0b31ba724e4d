import { useQuery } from '@tanstack/react-query';
import { companyQueries } from './api.ts';
import { CompanyContactCard } from './CompanyContactCard.tsx';

/**
 * The company's contact under a dashboard; read beside the dashboard's own lists, it never holds the page up, and
 * shows nothing until (or unless) it has loaded.
 */
export function DashboardContactSection() {
  const { data } = useQuery(companyQueries.contact());
  if (!data) return null;
  return <CompanyContactCard contact={data} />;
}
