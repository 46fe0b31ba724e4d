import { createFileRoute } from '@tanstack/react-router';
import { AuthorizePage } from '../../features/invitations/AuthorizePage.tsx';

interface AuthorizeSearch {
  hash?: string;
}

/** The invitation link's query; the router parses values as JSON, so keep only a string. */
function validateSearch(search: Record<string, unknown>): AuthorizeSearch {
  const hash = search.hash;
  return typeof hash === 'string' && hash.trim() ? { hash: hash.trim() } : {};
}

/** /authorize?hash=…: the public page of an owner's invitation (strata spec 2, 4 and 5). */
export const Route = createFileRoute('/_public/authorize')({
  validateSearch,
  component: function Authorize() {
    return <AuthorizePage hash={Route.useSearch().hash} />;
  },
});
