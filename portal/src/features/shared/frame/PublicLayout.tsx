import { NavBarBrand } from '@portal/ui/NavBar/NavBar.tsx';
import { PublicBar } from '@portal/ui/PublicBar/PublicBar.tsx';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useHydrated } from '../../../app/useHydrated.ts';
import { companyName, publicSiteLinks } from '../../../config/company.ts';
import { PageFrame } from './PageFrame.tsx';
import * as styles from './PublicLayout.css.ts';

/** The frame of the public screens: the public bar with its dropdowns, and the footer. */
export function PublicLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const hydrated = useHydrated();
  return (
    <PageFrame
      bar={(openRequestForm) => (
        <PublicBar
          brand={<NavBarBrand href="/">{companyName}</NavBarBrand>}
          links={publicSiteLinks}
          onOpenRequestForm={openRequestForm}
          currentHref={pathname}
        />
      )}
    >
      {/* The page arrives prerendered: its fields and buttons wait for the script, so nothing typed or pressed
          before hydration is lost or sent as a plain form. */}
      <fieldset disabled={!hydrated} className={styles.formsUntilHydrated}>
        <Outlet />
      </fieldset>
    </PageFrame>
  );
}
