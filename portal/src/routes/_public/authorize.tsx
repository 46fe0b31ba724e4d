import { createFileRoute } from '@tanstack/react-router';
import { AuthorizePage } from '../../features/invitations/AuthorizePage.tsx';

interface AuthorizeSearch {
  hash?: string;
  /** The token of the link mailed to the other email a registration gave. */
  confirm?: string;
}

/** The invitation link's query; the router parses values as JSON, so keep only a string. */
function validateSearch(search: Record<string, unknown>): AuthorizeSearch {
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  const hash = typeof search.hash === 'string' ? search.hash.trim() : '';
  const confirm = text(search.confirm);
  return { ...(hash ? { hash } : {}), ...(confirm ? { confirm } : {}) };
}

/** /authorize?hash=…: the public page of an owner's invitation (strata spec 2, 4 and 5); ?confirm=… its email link. */
export const Route = createFileRoute('/_public/authorize')({
  validateSearch,
  component: function Authorize() {
    const { hash, confirm } = Route.useSearch();
    return <AuthorizePage hash={hash} confirm={confirm} />;
  },
});
