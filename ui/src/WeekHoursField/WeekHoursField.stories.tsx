import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WeekHoursField } from './WeekHoursField.tsx';

const conciergeWeek =
  '07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,10:00 am - 02:00 pm,off';

const meta = {
  title: 'Fields/WeekHoursField',
  component: WeekHoursField,
  args: { onChange: fn() },
} satisfies Meta<typeof WeekHoursField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new staff member: every day off until a start time is typed. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByText('Off')).toHaveLength(7);
    const mondayEnd = canvas.getByRole('textbox', { name: 'Monday End' });
    await expect(mondayEnd).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monday Start' }), '0900a');
    await expect(mondayEnd).toBeEnabled();
    await userEvent.type(mondayEnd, '0500p');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:00 am - 05:00 pm,off,off,off,off,off,off');
    await expect(canvas.getAllByText('Off')).toHaveLength(6);
  },
};

/** A start without an end is flagged once the end field is left. */
export const MissingEnd: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Saturday Start' }), '1000a');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Saturday End' }));
    await userEvent.tab();
    await expect(canvas.getByText('Enter an end time')).toBeVisible();
  },
};

/** Clearing a start turns the day off again. */
export const Filled: Story = {
  args: { defaultValue: conciergeWeek },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Saturday Start' })).toHaveValue('10:00 am');
    await expect(canvas.getByRole('textbox', { name: 'Sunday End' })).toBeDisabled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Friday Start' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,off,10:00 am - 02:00 pm,off',
    );
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '09:00 am - 05:00 pm,off,off,off,off,off,off',
    isInvalid: true,
    errorMessage: 'Cannot leave blank fields.',
  },
};

export const Disabled: Story = { args: { defaultValue: conciergeWeek, isDisabled: true } };
