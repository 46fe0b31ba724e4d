// The menu of each role area, chosen from the role stored in the session (rental spec 2.5, strata spec
// Navigation). The layout appends Log Out, whose destination depends on the role (session/roles.ts).
import type { SessionRole } from '@portal/sdk/roles';
import type { LinkItem } from '@portal/ui';
import type { Area } from './areas.ts';

export type MenuEntry = LinkItem | { label: string; items: readonly MenuEntry[] };

const adminMenu: readonly MenuEntry[] = [
  { label: 'Dashboard', href: '/admin/dashboard' },
  { label: 'Documents', href: '/admin/documents' },
  { label: 'Requests', href: '/admin/requests' },
  { label: 'Announcements', href: '/admin/announcements' },
  { label: 'Audit Trail', href: '/admin/audit' },
];

const ownerMenu: readonly MenuEntry[] = [
  { label: 'Dashboard', href: '/owner/dashboard' },
  { label: 'Requests', href: '/owner/requests' },
  { label: 'Announcements', href: '/owner/announcements' },
];

/** superAdmin's fuller strata menu: plain links, Import/Export as a page. */
const strataSuperAdminMenu: readonly MenuEntry[] = [
  { label: 'Properties', href: '/strataAdmin/dashboard' },
  { label: 'Documents', href: '/strataAdmin/document/upload' },
  { label: 'Building / User Log Ins', href: '/strataAdmin/user/list' },
  { label: 'Strata Agents', href: '/strataAdmin/agent/list' },
  { label: 'Import/Export', href: '/strataAdmin/import-owners' },
  { label: 'Requests', href: '/strataAdmin/requests' },
  { label: 'Announcements', href: '/strataAdmin/announcements' },
  { label: 'Audit Trail', href: '/strataAdmin/audit' },
];

/** strataAdmin's menu: Documents and Import/Export are dropdowns. */
const strataAdminMenu: readonly MenuEntry[] = [
  { label: 'Properties', href: '/strataAdmin/dashboard' },
  {
    label: 'Documents',
    items: [
      { label: 'Strata Property Documents', href: '/strataAdmin/document/upload?documentFor=property' },
      { label: 'Strata Unit Documents', href: '/strataAdmin/document/upload?documentFor=unit' },
      // In the dropdown: one more top-level entry crowds the bar at 1280 px (the brand's target shrinks below 24 px).
      { label: 'Announcements', href: '/strataAdmin/announcements' },
    ],
  },
  { label: 'Building / User Log Ins', href: '/strataAdmin/user/list' },
  { label: 'Strata Agents', href: '/strataAdmin/agent/list' },
  { label: 'Import/Export', items: [{ label: 'Import Owners', href: '/strataAdmin/import-owners' }] },
  { label: 'Requests', href: '/strataAdmin/requests' },
  { label: 'Audit Trail', href: '/strataAdmin/audit' },
];

/** propertyAdmin (a building login): its documents are on its dashboard. */
const propertyAdminMenu: readonly MenuEntry[] = [
  { label: 'Documents', href: '/propertyAdmin/dashboard' },
  { label: 'Requests', href: '/propertyAdmin/requests' },
  { label: 'Announcements', href: '/propertyAdmin/announcements' },
];

const strataUnitOwnerMenu: readonly MenuEntry[] = [
  { label: 'Dashboard', href: '/strataUnitOwner/dashboard' },
  { label: 'Requests', href: '/strataUnitOwner/requests' },
  { label: 'Announcements', href: '/strataUnitOwner/announcements' },
];

/** The menu shown in an area for the stored role (without Log Out). */
export function menuFor(area: Area, role: SessionRole): readonly MenuEntry[] {
  switch (area) {
    case 'admin':
      return adminMenu;
    case 'owner':
      return ownerMenu;
    case 'strataAdmin':
      return role === 'superAdmin' ? strataSuperAdminMenu : strataAdminMenu;
    case 'propertyAdmin':
      return propertyAdminMenu;
    case 'strataUnitOwner':
      return strataUnitOwnerMenu;
  }
}

/** The accessible name of each area's navigation. */
export const areaMenuLabels: Record<Area, string> = {
  admin: 'Admin',
  owner: 'Owner',
  strataAdmin: 'Strata admin',
  propertyAdmin: 'Strata owner',
  strataUnitOwner: 'Strata unit owner',
};

/** The roles each area's guard lets in (rental spec 2.2, strata spec 2). */
export const areaRoles: Record<Area, readonly SessionRole[]> = {
  admin: ['admin', 'superAdmin'],
  owner: ['owner'],
  strataAdmin: ['strataAdmin', 'superAdmin'],
  propertyAdmin: ['propertyAdmin'],
  strataUnitOwner: ['strataUnitOwner'],
};
