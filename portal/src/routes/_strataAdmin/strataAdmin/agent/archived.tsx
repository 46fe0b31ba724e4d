import { createFileRoute } from '@tanstack/react-router';
import { ArchivedAgentsPage } from '../../../../features/agents/ArchivedAgentsPage.tsx';
import { archivedAgentTable } from '../../../../features/agents/tables.ts';

/** /strataAdmin/agent/archived: archived agents with restore and delete (strata spec 2), a page at a time. */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/agent/archived')({
  validateSearch: archivedAgentTable.validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => archivedAgentTable.prefetch(context, undefined, deps),
  component: () => <ArchivedAgentsPage search={Route.useSearch()} />,
});
