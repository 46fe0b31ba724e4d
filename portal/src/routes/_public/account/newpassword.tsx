import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '../../../features/session/NewPasswordPage.tsx';

interface ResetLinkSearch {
  id?: number;
  token?: string;
  /** strata: the link is for a strata account, whose new password needs 8 characters (strata spec 5). */
  portal?: 'strata';
}

/** The reset link's query; anything malformed counts as missing (the page then asks for a new link). */
function validateSearch(search: Record<string, unknown>): ResetLinkSearch {
  const id = Number(search.id);
  // The router parses query values as JSON, so an all-digit token arrives as a number.
  const raw = search.token;
  const token = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
  return {
    ...(Number.isInteger(id) && id > 0 ? { id } : {}),
    ...(token ? { token } : {}),
    ...(search.portal === 'strata' ? { portal: 'strata' as const } : {}),
  };
}

/** /account/newpassword?id=…&token=…: the page a reset mail links to. */
export const Route = createFileRoute('/_public/account/newpassword')({
  validateSearch,
  component: function NewPassword() {
    const { id, token, portal } = Route.useSearch();
    return <NewPasswordPage link={{ id, token }} portal={portal} />;
  },
});
