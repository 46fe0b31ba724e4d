import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectEntry, expectRefused, typeAndLeave } from '../stories/fieldPlay.ts';
import { TimeField } from './TimeField.tsx';

const meta = {
  title: 'Fields/TimeField',
  component: TimeField,
  args: { label: 'Start time', description: 'hh:mm am or pm; leave empty for off.', onChange: fn() },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digits and one letter: the mask adds the colon and "pm". */
export const Default: Story = {
  play: async (context) => {
    const input = await expectEntry(context, { name: 'Start time', typed: '0930p', shown: '09:30 pm' });
    await context.userEvent.tab();
    await expect(input).toBeValid();
  },
};

export const OneDigitHour: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Start time' });
    await userEvent.type(input, '7a');
    await expect(input).toHaveValue('07:');
    await userEvent.type(input, '15a');
    await expect(input).toHaveValue('07:15 am');
  },
};

/** Empty means off: no error. */
export const Off: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Start time' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(input).toBeValid();
  },
};

export const Incomplete: Story = {
  play: async (context) => {
    const input = await typeAndLeave(context, 'Start time', '1030');
    await expectRefused(context, input, 'Enter a time as hh:mm am or pm');
  },
};

export const Filled: Story = { args: { label: 'End time', defaultValue: '05:00 pm' } };

export const Disabled: Story = { args: { label: 'End time', isDisabled: true } };
