import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../../../../features/account/ConfirmEmailPage.tsx';

/** /account/email/confirm?token=…: the page the mail to a new address links to. */
export const Route = createFileRoute('/_public/account/email/confirm')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    const raw = search.token;
    const token = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
    return token ? { token } : {};
  },
  component: function ConfirmEmail() {
    return <ConfirmEmailPage token={Route.useSearch().token} />;
  },
});
