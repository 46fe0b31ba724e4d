// Route guards (rental spec 2.2): pathless layout routes call these in beforeLoad. They decide what the browser
// shows, not what the user may do: the server checks every call again.
import { redirect } from '@tanstack/react-router';
import type { Area } from '../config/areas.ts';
import { areaRoles } from '../config/menus.ts';
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

/** The beforeLoad of a login page: with a valid session, go straight to the role's dashboard (rental spec 2.1). */
export function redirectSignedIn({ context }: { context: RouterContext }): void {
  const user = context.session.current();
  if (user) throw redirect({ to: homePathFor(user.role, user.portalOption), replace: true });
}
