import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../../features/notifications/UnsubscribePage.tsx';

/** The mail link's query; the router parses values as JSON, so keep only a string. */
function validateSearch(search: Record<string, unknown>): { token?: string } {
  const token = search.token;
  return typeof token === 'string' && token.trim() ? { token: token.trim() } : {};
}

/** /unsubscribe?token=…: stop one kind of notification email (the link in every notification mail). */
export const Route = createFileRoute('/_public/unsubscribe')({
  validateSearch,
  component: function Unsubscribe() {
    return <UnsubscribePage token={Route.useSearch().token} />;
  },
});
