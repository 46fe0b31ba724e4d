import { expect, fn, userEvent } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { DescriptionList } from '../DescriptionList/DescriptionList.tsx';
import { Footer } from '../Footer/Footer.tsx';
import { NavBarBrand } from '../NavBar/NavBar.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { RoleBar } from '../RoleBar/RoleBar.tsx';
import { preview } from '../stories/preview.ts';
import { AppShell } from './AppShell.tsx';

const site = 'https://www.harbourviewpm.example';

const meta = preview.meta({
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    topBar: (
      <RoleBar
        label="Owner menu"
        brand={<NavBarBrand href="/owner/dashboard">Harbourview Property Management</NavBarBrand>}
        items={[{ label: 'Dashboard', href: '/owner/dashboard' }]}
        endItems={[{ label: 'Log Out', href: '/login' }]}
        currentHref="/owner/dashboard"
      />
    ),
    footer: (
      <Footer
        companyName="Harbourview Property Management Ltd."
        onOpenRequestForm={fn()}
        links={[
          { label: 'Rental Management', href: `${site}/rental-management` },
          { label: 'Contact', href: `${site}/contact` },
        ]}
      />
    ),
    children: (
      <>
        <PageHeader title="Amelia Tremblay" description="Owner since 2019" />
        <Card title="Property">
          <DescriptionList
            items={[
              { term: 'RM Number', description: 'RM1042' },
              { term: 'Address', description: '1203-4567 Kingsway, Burnaby, BC V5H 2B3' },
            ]}
          />
        </Card>
      </>
    ),
  },
});

/** The first Tab shows the skip link; Enter moves focus into main, past the menu. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    // The next stop is inside the page, not the menu.
    await expect(canvas.getByRole('main').contains(document.activeElement)).toBe(false);
    await expect(canvas.getByRole('contentinfo').contains(document.activeElement)).toBe(true);
  },
});

export const WithoutFooter = meta.story({
  args: { footer: undefined },
});
