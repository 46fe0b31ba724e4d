// Route guards (rental spec 2.2): pathless layout routes call these in beforeLoad. They decide what the browser
// shows, not what the user may do: the server checks every call again.
import { redirect } from '@tanstack/react-router';
import type { Area } from '../config/areas.ts';
import { areaRoles } from '../config/menus.ts';
import { returnPathOf } from '../features/session/endSession.ts';
import { homePathFor } from '../features/session/roles.ts';
import type { Session } from '../features/session/session.ts';
import type { RouterContext } from '../routerContext.ts';

/**
 * The beforeLoad of an area's layout: without a valid session, or with a role the area does not allow, go to /.
 * Routes below get the session as `context.user`.
 */
export function requireArea(area: Area) {
  return ({ context }: { context: RouterContext }): { user: Session } => {
    const user = context.session.current();
    if (!user || !areaRoles[area].includes(user.role)) throw redirect({ to: '/', replace: true });
    return { user };
  };
}

/**
 * The beforeLoad of a login page: with a valid session, go straight to the role's dashboard (rental spec 2.1), or
 * back to the page a sign-in was asked from. A session that has just ended (`ended`) stays on the form: the browser
 * forgets it on arrival (session/endSession.ts).
 */
export function redirectSignedIn({
  context,
  search,
}: {
  context: RouterContext;
  search?: LoginSearch | undefined;
}): void {
  const user = context.session.current();
  if (!user || search?.ended) return;
  const back = returnPathOf(search?.redirect);
  if (back) throw redirect({ href: back, replace: true });
  throw redirect({ to: homePathFor(user.role, user.portalOption), replace: true });
}

/** The query of the login pages: a session that ended, and the page to go back to after signing in. */
export interface LoginSearch {
  ended?: boolean;
  redirect?: string;
}

export function validateLoginSearch(raw: Record<string, unknown>): LoginSearch {
  const redirectTo = returnPathOf(raw.redirect);
  return {
    ...((raw.ended === true || raw.ended === 'true' || raw.ended === 1 || raw.ended === '1') && {
      ended: true,
    }),
    ...(redirectTo && { redirect: redirectTo }),
  };
}

/** The area whose frame a page for every role (/account) shows for this session. */
export function areaOf(user: Pick<Session, 'role' | 'portalOption'>): Area {
  if (user.role === 'superAdmin') return user.portalOption === 'strata' ? 'strataAdmin' : 'admin';
  return user.role;
}

/** The beforeLoad of a page for every role: without a valid session, go to /. */
export function requireSignedIn({ context }: { context: RouterContext }): { user: Session } {
  const user = context.session.current();
  if (!user) throw redirect({ to: '/', replace: true });
  return { user };
}
