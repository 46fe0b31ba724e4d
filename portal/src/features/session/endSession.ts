// A session the server ended (a 401 to a signed-in call) or that passed its idle limit in this browser: the person
// goes to their own portal's sign-in page, told "Your session has ended. Sign in again.", and comes back to the page
// they were on once signed in (the login routes' `redirect`).
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { logoutPathFor } from './roles.ts';
import type { SessionStore } from './session.ts';

export const sessionEndedMessage = 'Your session has ended. Sign in again.';

let ending = false;

export async function endSession(router: AnyRouter, session: SessionStore, queryClient: QueryClient) {
  const user = session.current();
  // Several calls of the page answer 401 together: the first one leads.
  if (!user || ending) return;
  ending = true;
  try {
    const { pathname, searchStr } = router.state.location;
    // The sign-in page first, while the session is still stored (the area does not send the person home on the way);
    // the login route shows its form to an ended session.
    await router.navigate({
      to: logoutPathFor(user.role),
      search: { ended: true, redirect: `${pathname}${searchStr}` },
      replace: true,
    });
    await queryClient.cancelQueries();
    session.clear();
    queryClient.clear();
  } finally {
    ending = false;
  }
}

/** A path of this portal to return to after signing in, or undefined for anything else (another site, a login). */
export function returnPathOf(redirect: unknown): string | undefined {
  if (typeof redirect !== 'string' || !redirect.startsWith('/') || redirect.startsWith('//'))
    return undefined;
  if (redirect.includes('\\') || /^\/(login|strataLogin)?(\?|$)/.test(redirect)) return undefined;
  return redirect;
}
