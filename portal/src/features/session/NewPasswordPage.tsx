import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { strataPasswordMinLength } from '../shared/forms/passwordSchema.ts';
import { usePortal } from '../shared/usePortal.ts';
import { type ResetLink, resetLinkQuery, useResetPassword } from './api.ts';
import { NewPasswordView } from './NewPasswordView.tsx';

/** How long the success toast shows before the page moves to /login (rental spec 4 and 9). */
const resetRedirectDelayMs = 3000;

/**
 * /account/newpassword?id=…&token=…: the page a reset mail links to. The link is checked as the page opens: a used or
 * expired one says so at once, and a usable one tells the new password's minimum (8 characters for a strata account,
 * strata spec 5; 12 for staff); until it answers, the link's `portal` says which.
 */
export function NewPasswordPage({ link, portal }: { link: ResetLink; portal: 'strata' | undefined }) {
  const navigate = useNavigate();
  const { api } = usePortal();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const { id, token } = link;
  const hasResetLink = id !== undefined && token !== undefined;
  const check = useQuery({
    ...resetLinkQuery(api, { id: id ?? 0, token: token ?? '' }),
    enabled: hasResetLink && !done,
  });
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate({ to: '/login' }), resetRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  return (
    <NewPasswordView
      hasResetLink={hasResetLink}
      linkProblem={done ? null : (check.error?.message ?? null)}
      onSubmit={async (password) => {
        await reset.run({ ...link, password });
        setDone(true);
      }}
      error={reset.failure?.message ?? null}
      isDone={done}
      minLength={check.data?.minLength ?? (portal === 'strata' ? strataPasswordMinLength : 6)}
    />
  );
}
