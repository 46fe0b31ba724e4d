import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { strataPasswordMinLength } from '../shared/forms/passwordSchema.ts';
import { type ResetLink, useResetPassword } from './api.ts';
import { NewPasswordView } from './NewPasswordView.tsx';

/** How long the success toast shows before the page moves to /login (rental spec 4 and 9). */
const resetRedirectDelayMs = 3000;

/**
 * /account/newpassword?id=…&token=…: the page a reset mail links to. A strata account's new password needs 8
 * characters (strata spec 5).
 */
export function NewPasswordPage({ link, portal }: { link: ResetLink; portal: 'strata' | undefined }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate({ to: '/login' }), resetRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  return (
    <NewPasswordView
      hasResetLink={link.id !== undefined && link.token !== undefined}
      onSubmit={async (password) => {
        await reset.run({ ...link, password });
        setDone(true);
      }}
      error={reset.failure?.message ?? null}
      isDone={done}
      minLength={portal === 'strata' ? strataPasswordMinLength : 6}
    />
  );
}
