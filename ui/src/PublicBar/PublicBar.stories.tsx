import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavBarBrand } from '../NavBar/NavBar.tsx';
import { expectItemTexts } from '../stories/listPlay.ts';
import { expectClosed, page } from '../stories/overlayPlay.ts';
import type { Canvas } from '../stories/playContext.ts';
import { preview } from '../stories/preview.ts';
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

const meta = preview.meta({
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
});

/** The bar's navigation landmark, named Main. */
const mainNav = (canvas: Canvas) => canvas.getByRole('navigation', { name: 'Main' });

/** The spec's menu order; a request form opens through the callback. */
export const Default = meta.story({
  play: async ({ args, canvas }) => {
    const nav = mainNav(canvas);
    await expectItemTexts(nav, 'listitem', [
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
    const strata = await page().findByRole('menu', { name: 'Strata' });
    await expectItemTexts(strata, 'menuitem', [
      'Strata Management Services',
      'Strata Corporations Request',
      'Areas We Serve',
    ]);
    await userEvent.click(within(strata).getByRole('menuitem', { name: 'Strata Corporations Request' }));
    await expect(args.onOpenRequestForm).toHaveBeenCalledWith('strata');
    await expectClosed('menu');
  },
});

/** Keyboard: open Rental, go into Areas We Serve with the right arrow, see the ten cities. */
export const AreasWeServe = meta.story({
  play: async ({ canvas }) => {
    const nav = mainNav(canvas);
    within(nav).getByRole('button', { name: 'Rental' }).focus();
    await userEvent.keyboard('{Enter}');
    const rental = await page().findByRole('menu', { name: 'Rental' });
    await waitFor(() =>
      expect(within(rental).getByRole('menuitem', { name: 'Rental Management Services' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(within(rental).getByRole('menuitem', { name: 'Areas We Serve' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(page().getAllByRole('menu')).toHaveLength(2));
    const areas = page().getAllByRole('menu')[1] as HTMLElement;
    await expectItemTexts(areas, 'menuitem', servedCities);
    await expect(within(areas).getByRole('menuitem', { name: 'New Westminster' })).toHaveAttribute(
      'href',
      `${site}/areas/new-westminster`,
    );
    await userEvent.keyboard('{Escape}');
  },
});

/** The Login menu: the two portal logins and the external resident-services site. */
export const LoginMenu = meta.story({
  play: async ({ canvas }) => {
    const nav = mainNav(canvas);
    await userEvent.click(within(nav).getByRole('button', { name: 'Login' }));
    const login = await page().findByRole('menu', { name: 'Login' });
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
});

/** Semi-transparent only once scrolled more than 70 px. */
export const ScrollTranslucency = meta.story({
  play: async ({ canvas }) => {
    const nav = mainNav(canvas);
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
});
