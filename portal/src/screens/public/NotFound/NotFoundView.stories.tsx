import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundView } from './NotFoundView.tsx';

const meta = {
  title: 'Screens/public/Not Found',
  component: NotFoundView,
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeVisible();
  },
};
