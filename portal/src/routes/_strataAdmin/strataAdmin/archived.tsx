import { createFileRoute } from '@tanstack/react-router';
import { ArchivedBuildingsPage } from '../../../features/buildings/BuildingPages.tsx';
import { archivedBuildingTable } from '../../../features/buildings/tables.ts';

/** /strataAdmin/archived: archived buildings with restore and delete (strata spec 2), a page at a time. */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/archived')({
  validateSearch: archivedBuildingTable.validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => archivedBuildingTable.prefetch(context, undefined, deps),
  component: () => <ArchivedBuildingsPage search={Route.useSearch()} />,
});
