import { expect } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { preview } from '../stories/preview.ts';
import { PageHeader } from './PageHeader.tsx';

const meta = preview.meta({
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Dashboard',
    actions: (
      <>
        <Link href="/admin/owner/add" variant="button">
          New Owner
        </Link>
        <Link href="/admin/archive" variant="button">
          View Archives
        </Link>
      </>
    ),
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New Owner' })).toHaveAttribute('href', '/admin/owner/add');
  },
});

/** The unit page: headed by unit number, building name and lot number, with a way back. */
export const WithBackLinkAndDescription = meta.story({
  args: {
    title: 'Strata Unit 1203',
    description: 'The Residences at Metrotown · Strata Lot 87',
    backLink: { label: 'Back To Building', href: '/strataAdmin/property/12' },
    actions: (
      <Link href="/strataAdmin/user/add/strataUnit/340" variant="button">
        Add User
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back To Building' })).toHaveAttribute(
      'href',
      '/strataAdmin/property/12',
    );
    await expect(canvas.getByText('The Residences at Metrotown · Strata Lot 87')).toBeVisible();
  },
});

export const WithoutActions = meta.story({
  args: { title: 'Strata Unit Owner Dashboard', actions: undefined },
});

export const LongTitle = meta.story({
  args: {
    title: 'Suite 2704, The Residences at Metrotown Centre, 4670 Assembly Way, Burnaby, BC V5H 0H3',
  },
});
