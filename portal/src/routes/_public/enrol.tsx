import { InlineAlert, Link, PageHeader } from '@portal/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Security } from '../../features/account/Security.tsx';
import { enrolmentStorageKey, pendingEnrolment } from '../../features/session/useSignInSteps.ts';

/**
 * /enrol: an account whose role must use two-step sign-in and has no second factor sets one up here, with the
 * enrolment token its sign-in answered (kept in this tab), then signs in again.
 */
export const Route = createFileRoute('/_public/enrol')({
  component: EnrolPage,
});

function EnrolPage() {
  const [pending] = useState(pendingEnrolment);
  const login = pending?.portal === 'strata' ? '/strataLogin' : '/login';
  if (!pending) {
    return (
      <InlineAlert variant="warning" title="Set up two-step sign-in">
        This setup has expired. <Link href="/login">Sign in again</Link> to continue.
      </InlineAlert>
    );
  }
  return (
    <div>
      <PageHeader
        title="Set up two-step sign-in"
        description="Your role must use two-step sign-in. Set up an authenticator app or a passkey, then sign in again."
      />
      <Security enrolmentToken={pending.enrolmentToken} />
      <p>
        <Link href={login} onPress={() => sessionStorage.removeItem(enrolmentStorageKey)}>
          Done: sign in again
        </Link>
      </p>
    </div>
  );
}
