import { unwrap } from '@portal/sdk/client';
import * as shared from '@portal/sdk/messages';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NewPasswordView } from '../../../features/session/NewPasswordView.tsx';
import { strataPasswordMinLength } from '../../../features/shared/forms/passwordSchema.ts';
import { messageForUser } from '../../../features/shared/forms/serverMessages.ts';

/** A reset link whose id or token was cut or changed (the server's validator names the query field). */
const resetLinkBroken =
  'This reset link is incomplete or damaged. Please open the link from the email again, or request a new one.';

/** How long the success toast shows before the page moves to /login (rental spec 4 and 9). */
const resetRedirectDelayMs = 3000;

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
  component: NewPasswordPage,
});

function NewPasswordPage() {
  const { id, token, portal } = Route.useSearch();
  const { api, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const reset = useMutation({
    mutationFn: async (password: string) => {
      if (id === undefined || token === undefined)
        throw new Error('This page needs the link from a reset email.');
      return unwrap(await api.POST('/account/reset', { body: { password, id, token } }));
    },
    onSuccess: () => toaster.show(shared.passwordResetMessages.done, 'success'),
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate({ to: '/login' }), resetRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  return (
    <NewPasswordView
      hasResetLink={id !== undefined && token !== undefined}
      onSubmit={async (password) => {
        await reset.mutateAsync(password);
      }}
      error={messageForUser(reset.error, {
        token: { message: resetLinkBroken },
        id: { message: resetLinkBroken },
      })}
      isDone={reset.isSuccess}
      minLength={portal === 'strata' ? strataPasswordMinLength : 6}
    />
  );
}
