import { NavBarBrand, PublicBar } from '@portal/ui';
import type { ReactNode } from 'react';
import type { Navigate } from '../../../app/AppProviders.tsx';
import { useHydrated } from '../../../app/useHydrated.ts';
import { companyName, publicSiteLinks } from '../../../config/company.ts';
import { PageFrame } from './PageFrame.tsx';
import * as styles from './PublicLayout.css.ts';

export interface PublicFrameProps {
  /** The page's path, marked current in the bar. */
  pathname: string;
  /** The router's navigation (PublicLayout); the login pages hydrated without the router load each link's page. */
  navigate?: Navigate | undefined;
  children: ReactNode;
}

/**
 * The frame of the public screens: the public bar with its dropdowns, and the footer. It does not use the router,
 * so the login pages can be hydrated without it (prerender/client.tsx).
 */
export function PublicFrame({ pathname, navigate, children }: PublicFrameProps) {
  const hydrated = useHydrated();
  return (
    <PageFrame
      navigate={navigate}
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
        {children}
      </fieldset>
    </PageFrame>
  );
}
