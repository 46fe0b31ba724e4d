import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { EnrolView } from '../../features/account/EnrolView.tsx';
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
  return (
    <EnrolView
      expired={!pending}
      login={pending?.portal === 'strata' ? '/strataLogin' : '/login'}
      onDone={() => sessionStorage.removeItem(enrolmentStorageKey)}
    >
      {pending ? <Security enrolmentToken={pending.enrolmentToken} /> : null}
    </EnrolView>
  );
}
