import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

/** Inside a page frame, whose `<main>` holds it: a labelled region, never a second main. */
export const InsideAFrame: Story = {
  args: { framed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('main')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Page Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/');
  },
};

/** A signed-in user: the way out is their own dashboard, not the login page. */
export const SignedIn: Story = {
  args: { framed: true, home: { href: '/admin/dashboard', label: 'Go to your dashboard' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await expect(canvas.queryByRole('link', { name: 'Go to the login page' })).toBeNull();
  },
};
