import { createFileRoute } from '@tanstack/react-router';
import { ArchivePage } from '../../../features/owners/OwnerPages.tsx';
import { archivedOwnerTable, archivedPropertyTable } from '../../../features/owners/tables.ts';

/**
 * /admin/archive (rental spec 2.3): archived properties and owners with Restore, each table a page at a time from
 * the server with its state in the URL; one failing shows the spec's message in it with a retry.
 */
export const Route = createFileRoute('/_admin/admin/archive')({
  validateSearch: (raw: Record<string, unknown>) => ({
    ...archivedPropertyTable.validateSearch(raw),
    ...archivedOwnerTable.validateSearch(raw),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      archivedPropertyTable.prefetch(context, undefined, deps),
      archivedOwnerTable.prefetch(context, undefined, deps),
    ]),
  component: () => <ArchivePage search={Route.useSearch()} />,
});
