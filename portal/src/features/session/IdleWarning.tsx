// The idle warning: two minutes before the session's idle limit (SignInResponse.idleMinutes, counted from the last
// call any tab of this browser made: session.lastActivity), a dialog offers "Stay signed in", which makes a cheap
// signed-in call (listSessions) that the server counts as activity. Past the limit, the session has ended.
import { ConfirmDialog } from '@portal/ui';
import { useEffect, useState } from 'react';
import type { SessionStore } from './session.ts';

/** How long before the idle limit the warning shows. */
export const idleWarningMs = 2 * 60_000;

export interface IdleWarningProps {
  session: SessionStore;
  /** A signed-in call; the server counts it as activity. */
  onStay: () => Promise<unknown>;
  onLogOut: () => void;
  /** The idle limit passed: the session has ended. */
  onIdle: () => void;
}

export function IdleWarning({ session, onStay, onLogOut, onIdle }: IdleWarningProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const user = session.current();
      const last = session.lastActivity();
      if (!user?.idleMinutes || last === null) return;
      const endsAt = last + user.idleMinutes * 60_000;
      const now = Date.now();
      if (now >= endsAt) {
        setOpen(false);
        onIdle();
        return;
      }
      const warnAt = endsAt - idleWarningMs;
      setOpen(now >= warnAt);
      // Look again when the warning is due, or when the limit is reached; activity in another tab moves both.
      timer = setTimeout(check, Math.max(1_000, (now >= warnAt ? endsAt : warnAt) - now));
    };
    check();
    return () => clearTimeout(timer);
  }, [session, onIdle]);
  return (
    <ConfirmDialog
      isOpen={open}
      onOpenChange={setOpen}
      title="Are you still there?"
      message="You will be signed out in 2 minutes because nothing has happened for a while."
      confirmLabel="Stay signed in"
      cancelLabel="Log Out"
      onCancel={onLogOut}
      onConfirm={async () => {
        await onStay();
        setOpen(false);
      }}
    />
  );
}
