// /enrol: the page where an account whose role must use two-step sign-in, and has none yet, sets one up with the
// enrolment token its sign-in answered. Pure: the security cards (a container with that token) come as children.
import { InlineAlert, Link, PageHeader } from '@portal/ui';
import type { ReactNode } from 'react';

export interface EnrolViewProps {
  /** The enrolment token is gone (another tab, a closed tab, or already used): sign in again. */
  expired: boolean;
  /** The sign-in page of the account's portal. */
  login: '/login' | '/strataLogin';
  /** Leaving for the sign-in page: the enrolment token is forgotten. */
  onDone: () => void;
  /** The setup cards (authenticator app, passkeys), or the recovery codes once codes are on. */
  children?: ReactNode;
}

export function EnrolView({ expired, login, onDone, children }: EnrolViewProps) {
  if (expired) {
    return (
      <div>
        <PageHeader title="Set up two-step sign-in" />
        <InlineAlert variant="warning" title="Setup expired">
          This setup has expired. <Link href="/login">Sign in again</Link> to continue.
        </InlineAlert>
      </div>
    );
  }
  return (
    <div>
      <PageHeader
        title="Set up two-step sign-in"
        description="Your role must use two-step sign-in. Set up an authenticator app or a passkey, then sign in again."
      />
      {children}
      <p>
        <Link href={login} onPress={onDone}>
          Done: sign in again
        </Link>
      </p>
    </div>
  );
}
