import type { ReactNode } from 'react';
import { NavBar, type NavItem } from '../NavBar/NavBar.tsx';

export interface RoleBarProps {
  /** Names the navigation, e.g. "Strata administrator menu". */
  label: string;
  /** The company name or logo, usually a link to the role's dashboard. */
  brand: ReactNode;
  /** The role's menu (the portal picks it from the signed-in role): links and dropdowns. */
  items: readonly NavItem[];
  /** The account's items after the menu (notifications, account, Log Out): on a desktop, on the brand's row. */
  endItems?: readonly NavItem[];
  currentHref?: string;
}

/** The bar of a signed-in area; which items it shows is decided by the portal per role. */
export function RoleBar({ label, brand, items, endItems = [], currentHref }: RoleBarProps) {
  return <NavBar label={label} brand={brand} items={items} endItems={endItems} currentHref={currentHref} />;
}
