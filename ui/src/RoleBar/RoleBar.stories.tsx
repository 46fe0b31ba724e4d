import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NavBarBrand } from '../NavBar/NavBar.tsx';
import { RoleBar } from './RoleBar.tsx';

const brand = (href: string) => <NavBarBrand href={href}>Harbourview Property Management</NavBarBrand>;

const meta = {
  title: 'Layout/RoleBar',
  component: RoleBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Administrator menu',
    brand: brand('/admin/dashboard'),
    items: [
      { label: 'Dashboard', href: '/admin/dashboard' },
      { label: 'Documents', href: '/admin/document' },
      { label: 'Log Out', href: '/login' },
    ],
    currentHref: '/admin/dashboard',
  },
} satisfies Meta<typeof RoleBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin and superAdmin in the rental area: Dashboard, Documents, Log Out (to /login). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Administrator menu' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Harbourview Property Management', 'Dashboard', 'Documents', 'Log Out']);
    await expect(within(nav).getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/login');
  },
};

/** Owner: Dashboard, Log Out. */
export const Owner: Story = {
  args: {
    label: 'Owner menu',
    brand: brand('/owner/dashboard'),
    items: [
      { label: 'Dashboard', href: '/owner/dashboard' },
      { label: 'Log Out', href: '/login' },
    ],
    currentHref: '/owner/dashboard',
  },
};

/** strataAdmin: the Documents and Import/Export dropdowns; Log Out goes to /strataLogin. */
export const StrataAdmin: Story = {
  args: {
    label: 'Strata administrator menu',
    brand: brand('/strataAdmin/dashboard'),
    items: [
      { label: 'Properties', href: '/strataAdmin/dashboard' },
      {
        label: 'Documents',
        items: [
          { label: 'Strata Property Documents', href: '/strataAdmin/documents/property' },
          { label: 'Strata Unit Documents', href: '/strataAdmin/documents/unit' },
        ],
      },
      { label: 'Building / User Log Ins', href: '/strataAdmin/logins' },
      { label: 'Strata Agents', href: '/strataAdmin/agents' },
      { label: 'Import/Export', items: [{ label: 'Import Owners', href: '/strataAdmin/import' }] },
      { label: 'Log Out', href: '/strataLogin' },
    ],
    currentHref: '/strataAdmin/dashboard',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Import/Export' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Import/Export' });
    await expect(within(menu).getByRole('menuitem', { name: 'Import Owners' })).toHaveAttribute(
      'href',
      '/strataAdmin/import',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** superAdmin in the strata area: a fuller menu; Log Out goes to /login. */
export const SuperAdminStrata: Story = {
  args: {
    label: 'Super administrator menu',
    brand: brand('/strataAdmin/dashboard'),
    items: [
      { label: 'Properties', href: '/strataAdmin/dashboard' },
      { label: 'Documents', href: '/strataAdmin/documents/property' },
      { label: 'Building / User Log Ins', href: '/strataAdmin/logins' },
      { label: 'Strata Agents', href: '/strataAdmin/agents' },
      { label: 'Import/Export', href: '/strataAdmin/importExport' },
      { label: 'Log Out', href: '/login' },
    ],
  },
};

/** propertyAdmin: Documents, Log Out (to /strataLogin). */
export const PropertyAdmin: Story = {
  args: {
    label: 'Property administrator menu',
    brand: brand('/propertyAdmin/dashboard'),
    items: [
      { label: 'Documents', href: '/propertyAdmin/dashboard' },
      { label: 'Log Out', href: '/strataLogin' },
    ],
  },
};

/** strataUnitOwner: Dashboard, Log Out (to /strataLogin). */
export const StrataUnitOwner: Story = {
  args: {
    label: 'Strata unit owner menu',
    brand: brand('/strataUnitOwner/dashboard'),
    items: [
      { label: 'Dashboard', href: '/strataUnitOwner/dashboard' },
      { label: 'Log Out', href: '/strataLogin' },
    ],
  },
};
