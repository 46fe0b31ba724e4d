import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeField } from './TimeField.tsx';

const meta = {
  title: 'Fields/TimeField',
  component: TimeField,
  tags: ['autodocs'],
  args: { label: 'Start time', description: 'hh:mm am or pm; leave empty for off.', onChange: fn() },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digits and one letter: the mask adds the colon and "pm". */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Start time' });
    await userEvent.type(input, '0930p');
    await expect(input).toHaveValue('09:30 pm');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:30 pm');
    await userEvent.tab();
    await expect(input).toBeValid();
  },
};

export const OneDigitHour: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Start time' });
    await userEvent.type(input, '7a');
    await expect(input).toHaveValue('07:');
    await userEvent.type(input, '15a');
    await expect(input).toHaveValue('07:15 am');
  },
};

/** Empty means off: no error. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Start time' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(input).toBeValid();
  },
};

export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Start time' });
    await userEvent.type(input, '1030');
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Enter a time as hh:mm am or pm')).toBeVisible();
  },
};

export const Filled: Story = { args: { label: 'End time', defaultValue: '05:00 pm' } };

export const Disabled: Story = { args: { label: 'End time', isDisabled: true } };
