import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavBarBrand } from '../NavBar/NavBar.tsx';
import { PublicBar, type PublicSiteLinks, servedCities } from './PublicBar.tsx';

const site = 'https://www.harbourviewpm.example';
const slug = (text: string) => text.toLowerCase().replaceAll(' ', '-');

const links: PublicSiteLinks = {
  home: `${site}/`,
  strataServices: `${site}/strata-management`,
  rentalServices: `${site}/rental-management`,
  developerServices: `${site}/developer-services`,
  area: (city) => `${site}/areas/${slug(city)}`,
  strataDocuments: `${site}/documents/strata`,
  rentalDocuments: `${site}/documents/rental`,
  proposalRequestDocuments: `${site}/documents/proposal-requests`,
  listings: `${site}/listings`,
  corporateProfile: `${site}/about/corporate-profile`,
  careers: `${site}/about/careers`,
  contact: `${site}/contact`,
  strataLogin: '/strataLogin',
  rentalLogin: '/login',
  residentServicesLogin: 'https://residents.example.ca/login',
};

const meta = {
  title: 'Layout/PublicBar',
  component: PublicBar,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <NavBarBrand href={links.home}>Harbourview Property Management</NavBarBrand>,
    links,
    onOpenRequestForm: fn(),
    currentHref: '/login',
  },
  render: (args) => (
    <div>
      <div style={{ position: 'sticky', top: 0, zIndex: 1 }}>
        <PublicBar {...args} />
      </div>
      <div style={{ height: '2400px', padding: 24 }}>
        <h1>Rental Management Login</h1>
        <p>Scroll the page: the bar turns semi-transparent after 70 pixels.</p>
      </div>
    </div>
  ),
} satisfies Meta<typeof PublicBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The spec's menu order; a request form opens through the callback. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const top = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(top).toEqual([
      'Home',
      'Strata',
      'Rental',
      'Developers',
      'Documents',
      'Listings',
      'About',
      'Contact',
      'Login',
    ]);

    await userEvent.click(within(nav).getByRole('button', { name: 'Strata' }));
    const strata = await body(canvasElement).findByRole('menu', { name: 'Strata' });
    await expect(
      within(strata)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Strata Management Services', 'Strata Corporations Request', 'Areas We Serve']);
    await userEvent.click(within(strata).getByRole('menuitem', { name: 'Strata Corporations Request' }));
    await expect(args.onOpenRequestForm).toHaveBeenCalledWith('strata');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

/** Keyboard: open Rental, go into Areas We Serve with the right arrow, see the ten cities. */
export const AreasWeServe: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('button', { name: 'Rental' }).focus();
    await userEvent.keyboard('{Enter}');
    const rental = await body(canvasElement).findByRole('menu', { name: 'Rental' });
    await waitFor(() =>
      expect(within(rental).getByRole('menuitem', { name: 'Rental Management Services' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(within(rental).getByRole('menuitem', { name: 'Areas We Serve' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body(canvasElement).getAllByRole('menu')).toHaveLength(2));
    const areas = body(canvasElement).getAllByRole('menu')[1] as HTMLElement;
    await expect(
      within(areas)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([...servedCities]);
    await expect(within(areas).getByRole('menuitem', { name: 'New Westminster' })).toHaveAttribute(
      'href',
      `${site}/areas/new-westminster`,
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** The Login menu: the two portal logins and the external resident-services site. */
export const LoginMenu: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Login' }));
    const login = await body(canvasElement).findByRole('menu', { name: 'Login' });
    await expect(within(login).getByRole('menuitem', { name: 'Strata Management Login' })).toHaveAttribute(
      'href',
      '/strataLogin',
    );
    await expect(within(login).getByRole('menuitem', { name: 'Rental Management Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(
      within(login).getByRole('menuitem', { name: 'Strata Management Login (New)' }),
    ).toHaveAttribute('href', 'https://residents.example.ca/login');
    await userEvent.keyboard('{Escape}');
  },
};

/** Semi-transparent only once scrolled more than 70 px. */
export const ScrollTranslucency: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).not.toHaveAttribute('data-translucent');
    window.scrollTo(0, 71);
    await waitFor(() => expect(nav).toHaveAttribute('data-translucent', 'true'));
    // Back to exactly 70, which is not "more than 70": opaque again.
    window.scrollTo(0, 70);
    await waitFor(() => expect(nav).not.toHaveAttribute('data-translucent'));
    await expect(window.scrollY).toBe(70);
    window.scrollTo(0, 200);
    await waitFor(() => expect(nav).toHaveAttribute('data-translucent', 'true'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(nav).not.toHaveAttribute('data-translucent'));
  },
};
