import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectToggles } from '../stories/togglePlay.ts';
import { Switch } from './Switch.tsx';

/** The switch's label, which the plays find it by. */
const label = 'Parking available';

const meta = {
  title: 'Fields/Switch',
  component: Switch,
  args: { children: label, onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click turns it on, Space turns it off. */
export const Default: Story = {
  play: (context) => expectToggles(context, 'switch', label),
};

export const On: Story = { args: { children: 'Show archived owners', defaultSelected: true } };

export const Disabled: Story = {
  args: { children: 'Pre-authorized debit active', isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};
