import { expect } from 'storybook/test';
import { preview } from '../fixtures/preview.ts';
import * as checks from '../fixtures/storyChecks.ts';
import { NotFoundContent } from './NotFoundView.tsx';

const meta = preview.meta({
  title: 'Screens/public/Not Found',
  component: NotFoundContent,
  args: { framed: false },
});

/** No layout matched the path: the message is the page's main landmark. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Page Not Found');
    await expect(canvas.getByRole('main')).toBeVisible();
  },
});

/** Inside a page frame, whose `<main>` holds it: a labelled region, never a second main. */
export const InsideAFrame = meta.story({
  args: { framed: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('main')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Page Not Found' })).toBeVisible();
    await checks.expectLinks(canvas, { 'Go to the login page': '/' });
  },
});

/** A signed-in user: the way out is their own dashboard, not the login page. */
export const SignedIn = meta.story({
  args: { framed: true, home: { href: '/admin/dashboard', label: 'Go to your dashboard' } },
  play: async ({ canvas }) => {
    await checks.expectLinks(canvas, { 'Go to your dashboard': '/admin/dashboard' });
    await checks.expectAbsent(canvas, 'link', 'Go to the login page');
  },
});
