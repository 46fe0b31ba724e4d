import type { ReactNode } from 'react';
import { NavBar, type NavItem } from '../NavBar/NavBar.tsx';

export interface RoleBarProps {
  /** Names the navigation, e.g. "Strata administrator menu". */
  label: string;
  /** The company name or logo, usually a link to the role's dashboard. */
  brand: ReactNode;
  /** The role's menu (the portal picks it from the signed-in role): links, dropdowns and Log Out. */
  items: readonly NavItem[];
  currentHref?: string;
}

/** The bar of a signed-in area; which items it shows is decided by the portal per role. */
export function RoleBar({ label, brand, items, currentHref }: RoleBarProps) {
  return <NavBar label={label} brand={brand} items={items} currentHref={currentHref} />;
}
