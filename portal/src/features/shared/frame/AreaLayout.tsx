import { GuardedLayout } from '@portal/ui/GuardedLayout/GuardedLayout.tsx';
import type { NavItem } from '@portal/ui/NavBar/NavBar.tsx';
import { NavBarBrand } from '@portal/ui/NavBar/NavBar.tsx';
import { RoleBar } from '@portal/ui/RoleBar/RoleBar.tsx';
import { Outlet, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Area } from '../../../config/areas.ts';
import { companyName } from '../../../config/company.ts';
import { areaMenuLabels, areaRoles, menuFor } from '../../../config/menus.ts';
import { homePathFor, logoutPathFor, useSession } from '../../session/index.ts';
import { PageFrame } from './PageFrame.tsx';

/**
 * The frame of a role area: the role's bar (chosen from the stored role), the area's screen, the footer. `children`
 * replaces the screen (the not-found page of a signed-in user shown in their own frame).
 */
export function AreaLayout({ area, children }: { area: Area; children?: ReactNode }) {
  const { session, queryClient } = useRouter().options.context;
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

  // Log Out (rental spec 4): forget the session and every cached answer, then the role's login page.
  const logOut = () => {
    if (!user) return;
    loggingOut.current = true;
    const to = logoutPathFor(user.role);
    session.clear();
    queryClient.clear();
    void navigate({ to, replace: true });
  };

  const items: NavItem[] = user ? [...menuFor(area, user.role), { label: 'Log Out', onAction: logOut }] : [];
  return (
    <PageFrame
      bar={() => (
        <RoleBar
          label={areaMenuLabels[area]}
          brand={
            <NavBarBrand href={user ? homePathFor(user.role, user.portalOption) : '/'}>
              {companyName}
            </NavBarBrand>
          }
          items={items}
          currentHref={pathname}
        />
      )}
    >
      <GuardedLayout allowed={allowed}>{children ?? <Outlet />}</GuardedLayout>
    </PageFrame>
  );
}
