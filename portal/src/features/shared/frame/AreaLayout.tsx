import { listSessions, signOut } from '@portal/sdk/operations';
import { GuardedLayout, NavBarBrand, type NavItem, RoleBar } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import type { Area } from '../../../config/areas.ts';
import { companyName } from '../../../config/company.ts';
import { areaMenuLabels, areaRoles, menuFor } from '../../../config/menus.ts';
import { notificationQueries, unreadPollMs } from '../../notifications/index.ts';
import { endSession, homePathFor, IdleWarning, logoutPathFor, useSession } from '../../session/index.ts';
import { PageFrame } from './PageFrame.tsx';

/**
 * The frame of a role area: the role's bar (chosen from the stored role), the area's screen, the footer. `children`
 * replaces the screen (the not-found page of a signed-in user shown in their own frame).
 */
export function AreaLayout({ area, children }: { area: Area; children?: ReactNode }) {
  const router = useRouter();
  const { session, queryClient, api } = router.options.context;
  const navigate = useNavigate();
  const user = useSession();
  const pathname = useLocation({ select: (location) => location.pathname });
  const allowed = user !== null && areaRoles[area].includes(user.role);
  const loggingOut = useRef(false);

  // The guard checked on the way in; this covers the session ending while the page is open (Log Out in another
  // tab, another account signed in there): the area closes and the visitor goes to /, as the guard would send them.
  useEffect(() => {
    if (!allowed && !loggingOut.current) void navigate({ to: '/', replace: true });
  }, [allowed, navigate]);

  // Log Out (rental spec 4): end the session on the server (signOut: the token answers 401 from then on), forget it
  // and every cached answer, then the role's login page. The token is sent as it was, since the session is
  // forgotten at once (a failed signOut still signs the browser out).
  const logOut = () => {
    if (!user) return;
    loggingOut.current = true;
    const to = logoutPathFor(user.role);
    void signOut({ client: api, headers: { Authorization: `Bearer ${user.token}` } }).catch(() => undefined);
    session.clear();
    queryClient.clear();
    void navigate({ to, replace: true });
  };
  const ended = useCallback(
    () => void endSession(router, session, queryClient),
    [router, session, queryClient],
  );

  // The bell: the unread count, asked again each minute while the page is open (and after every read mark).
  const unread = useQuery({
    ...notificationQueries.unreadCount(),
    enabled: allowed,
    refetchInterval: unreadPollMs,
  });
  const bell: NavItem = {
    label: 'Notifications',
    href: `/${area}/notifications`,
    badge: { icon: 'bell', count: unread.data?.count ?? 0, counted: 'unread' },
  };
  const items: readonly NavItem[] = user ? menuFor(area, user.role) : [];
  const endItems: NavItem[] = user
    ? [bell, { label: 'Account', href: '/account' }, { label: 'Log Out', onAction: logOut }]
    : [];
  return (
    <PageFrame
      navigate={(href, options) => router.navigate({ ...options, href })}
      bar={() => (
        <RoleBar
          label={areaMenuLabels[area]}
          brand={
            <NavBarBrand href={user ? homePathFor(user.role, user.portalOption) : '/'}>
              {companyName}
            </NavBarBrand>
          }
          items={items}
          endItems={endItems}
          currentHref={pathname}
        />
      )}
    >
      <GuardedLayout allowed={allowed}>{children ?? <Outlet />}</GuardedLayout>
      {allowed ? (
        <IdleWarning
          session={session}
          onStay={() => listSessions({ client: api })}
          onLogOut={logOut}
          onIdle={ended}
        />
      ) : null}
    </PageFrame>
  );
}
