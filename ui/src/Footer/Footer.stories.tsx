import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../stories/preview.ts';
import { Footer } from './Footer.tsx';

const site = 'https://www.harbourviewpm.example';

const meta = preview.meta({
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    companyName: 'Harbourview Property Management Ltd.',
    onOpenRequestForm: fn(),
    links: [
      { label: 'Strata Management', href: `${site}/strata-management` },
      { label: 'Rental Management', href: `${site}/rental-management` },
      { label: 'Developer Services', href: `${site}/developer-services` },
      { label: 'Listings', href: `${site}/listings` },
      { label: 'Corporate Profile', href: `${site}/about/corporate-profile` },
      { label: 'Careers', href: `${site}/about/careers` },
      { label: 'Contact', href: `${site}/contact` },
      { label: 'Privacy Policy', href: `${site}/privacy` },
    ],
  },
});

/** Links, the two request forms (opened through the callback) and the 2022 copyright line. */
export const Default = meta.story({
  play: async ({ args, canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'href',
      `${site}/about/careers`,
    );
    await expect(
      within(footer).getByText('© 2022 Harbourview Property Management Ltd. All rights reserved.'),
    ).toBeVisible();

    await userEvent.click(within(footer).getByRole('button', { name: 'Strata Corporations Request' }));
    await expect(args.onOpenRequestForm).toHaveBeenLastCalledWith('strata');
    within(footer).getByRole('button', { name: 'Rental Management Proposal Request' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenRequestForm).toHaveBeenLastCalledWith('rental');
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1' } },
});
