import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as checks from '../fixtures/storyChecks.ts';
import { NotFoundContent } from './NotFoundView.tsx';

const meta = {
  title: 'Screens/public/Not Found',
  component: NotFoundContent,
  args: { framed: false },
} satisfies Meta<typeof NotFoundContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No layout matched the path: the message is the page's main landmark. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Page Not Found');
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

/** Inside a page frame, whose `<main>` holds it: a labelled region, never a second main. */
export const InsideAFrame: Story = {
  args: { framed: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('main')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Page Not Found' })).toBeVisible();
    await checks.expectLinks(canvas, { 'Go to the login page': '/' });
  },
};

/** A signed-in user: the way out is their own dashboard, not the login page. */
export const SignedIn: Story = {
  args: { framed: true, home: { href: '/admin/dashboard', label: 'Go to your dashboard' } },
  play: async ({ canvas }) => {
    await checks.expectLinks(canvas, { 'Go to your dashboard': '/admin/dashboard' });
    await checks.expectAbsent(canvas, 'link', 'Go to the login page');
  },
};
