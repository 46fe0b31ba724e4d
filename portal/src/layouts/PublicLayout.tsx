import { NavBarBrand } from '@portal/ui/NavBar/NavBar.tsx';
import { PublicBar } from '@portal/ui/PublicBar/PublicBar.tsx';
import { Outlet, useLocation } from '@tanstack/react-router';
import { companyName, publicSiteLinks } from '../config/company.ts';
import { PageFrame } from './PageFrame.tsx';

/** The frame of the public screens: the public bar with its dropdowns, and the footer. */
export function PublicLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
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
      <Outlet />
    </PageFrame>
  );
}
