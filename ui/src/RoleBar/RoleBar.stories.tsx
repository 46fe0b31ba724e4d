import { expect, within } from 'storybook/test';
import { NavBarBrand } from '../NavBar/NavBar.tsx';
import { expectItemTexts } from '../stories/listPlay.ts';
import { openOverlay } from '../stories/overlayPlay.ts';
import { preview } from '../stories/preview.ts';
import { RoleBar, type RoleBarProps } from './RoleBar.tsx';

const link = (label: string, href: string) => ({ label, href });

/** One role's bar: its menu's name, its items and its account's; the brand links to the first item, the role's home. */
function roleBar(label: string, items: RoleBarProps['items'], endItems: RoleBarProps['items']) {
  const home = items[0]?.href ?? '/';
  return {
    label,
    brand: <NavBarBrand href={home}>Harbourview Property Management</NavBarBrand>,
    items,
    endItems,
  };
}

const meta = preview.meta({
  title: 'Layout/RoleBar',
  component: RoleBar,
  parameters: { layout: 'fullscreen' },
  args: {
    ...roleBar(
      'Administrator menu',
      [link('Dashboard', '/admin/dashboard'), link('Documents', '/admin/document')],
      [link('Log Out', '/login')],
    ),
    currentHref: '/admin/dashboard',
  },
});

/** Admin and superAdmin in the rental area: Dashboard, Documents, Log Out (to /login). */
export const Default = meta.story({
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: args.label });
    await expectItemTexts(nav, 'link', [
      'Harbourview Property Management',
      'Dashboard',
      'Documents',
      'Log Out',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/login');
  },
});

/** Owner: Dashboard, Log Out. */
export const Owner = meta.story({
  args: {
    ...roleBar('Owner menu', [link('Dashboard', '/owner/dashboard')], [link('Log Out', '/login')]),
    currentHref: '/owner/dashboard',
  },
});

/** A unit owner with three unread notifications: the bell's count is read out with its link's name. */
export const WithUnreadNotifications = meta.story({
  args: {
    ...roleBar(
      'Strata unit owner menu',
      [link('Dashboard', '/strataUnitOwner/dashboard')],
      [
        {
          label: 'Notifications',
          href: '/strataUnitOwner/notifications',
          badge: { icon: 'bell', count: 3, counted: 'unread' },
        },
        link('Log Out', '/strataLogin'),
      ],
    ),
    currentHref: '/strataUnitOwner/dashboard',
  },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: args.label });
    await expect(within(nav).getByRole('link', { name: 'Notifications (3 unread)' })).toHaveAttribute(
      'href',
      '/strataUnitOwner/notifications',
    );
  },
});

/** strataAdmin: the Documents and Import/Export dropdowns; Log Out goes to /strataLogin. */
export const StrataAdmin = meta.story({
  args: {
    ...roleBar(
      'Strata administrator menu',
      [
        link('Properties', '/strataAdmin/dashboard'),
        {
          label: 'Documents',
          items: [
            link('Strata Property Documents', '/strataAdmin/documents/property'),
            link('Strata Unit Documents', '/strataAdmin/documents/unit'),
          ],
        },
        link('Building / User Log Ins', '/strataAdmin/logins'),
        link('Strata Agents', '/strataAdmin/agents'),
        { label: 'Import/Export', items: [link('Import Owners', '/strataAdmin/import')] },
      ],
      [link('Log Out', '/strataLogin')],
    ),
    currentHref: '/strataAdmin/dashboard',
  },
  play: async (context) => {
    const menu = await openOverlay(context, 'Import/Export', 'menu', 'Import/Export');
    await expect(within(menu).getByRole('menuitem', { name: 'Import Owners' })).toHaveAttribute(
      'href',
      '/strataAdmin/import',
    );
    await context.userEvent.keyboard('{Escape}');
  },
});

/** superAdmin in the strata area: a fuller menu; Log Out goes to /login. */
export const SuperAdminStrata = meta.story({
  args: {
    ...roleBar(
      'Super administrator menu',
      [
        link('Properties', '/strataAdmin/dashboard'),
        link('Documents', '/strataAdmin/documents/property'),
        link('Building / User Log Ins', '/strataAdmin/logins'),
        link('Strata Agents', '/strataAdmin/agents'),
        link('Import/Export', '/strataAdmin/importExport'),
      ],
      [link('Log Out', '/login')],
    ),
  },
});

/** propertyAdmin: Documents, Log Out (to /strataLogin). */
export const PropertyAdmin = meta.story({
  args: {
    ...roleBar(
      'Property administrator menu',
      [link('Documents', '/propertyAdmin/dashboard')],
      [link('Log Out', '/strataLogin')],
    ),
  },
});

/** strataUnitOwner: Dashboard, Log Out (to /strataLogin). */
export const StrataUnitOwner = meta.story({
  args: {
    ...roleBar(
      'Strata unit owner menu',
      [link('Dashboard', '/strataUnitOwner/dashboard')],
      [link('Log Out', '/strataLogin')],
    ),
  },
});

/**
 * On a desktop the brand's row ends with the account's items and the menu has a row of its own, and the bar is as tall
 * with no items at all (the shell a signed-in page paints before its script), so the page under it does not move.
 */
export const TwoRows = meta.story({
  render: (args) => (
    <>
      <RoleBar {...args} />
      <RoleBar {...args} label="Before the menu is known" items={[]} endItems={[]} />
    </>
  ),
  args: {
    ...roleBar(
      'Super administrator menu',
      [
        link('Properties', '/strataAdmin/dashboard'),
        link('Documents', '/strataAdmin/document/upload'),
        link('Building / User Log Ins', '/strataAdmin/user/list'),
        link('Strata Agents', '/strataAdmin/agent/list'),
        link('Import/Export', '/strataAdmin/import-owners'),
        link('Requests', '/strataAdmin/requests'),
        link('Announcements', '/strataAdmin/announcements'),
        link('Audit Trail', '/strataAdmin/audit'),
      ],
      [
        {
          label: 'Notifications',
          href: '/strataAdmin/notifications',
          badge: { icon: 'bell', count: 12, counted: 'unread' },
        },
        link('Account', '/account'),
        link('Log Out', '/login'),
      ],
    ),
  },
  play: async ({ args, canvas }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    const nav = canvas.getByRole('navigation', { name: args.label });
    const top = (name: string) => within(nav).getByRole('link', { name }).getBoundingClientRect().top;
    const brand = top('Harbourview Property Management');
    await expect(Math.abs(top('Log Out') - brand)).toBeLessThan(8);
    await expect(Math.abs(top('Notifications (12 unread)') - brand)).toBeLessThan(8);
    // The whole menu on one row below the brand's.
    await expect(top('Properties')).toBeGreaterThan(brand + 20);
    await expect(top('Audit Trail')).toBe(top('Properties'));
    const empty = canvas.getByRole('navigation', { name: 'Before the menu is known' });
    await expect(empty.getBoundingClientRect().height).toBe(nav.getBoundingClientRect().height);
  },
});
