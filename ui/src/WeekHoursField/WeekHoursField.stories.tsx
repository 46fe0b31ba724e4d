import { expect, fn, userEvent } from 'storybook/test';
import { preview } from '../stories/preview.ts';
import { WeekHoursField } from './WeekHoursField.tsx';

const conciergeWeek =
  '07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,10:00 am - 02:00 pm,off';

const meta = preview.meta({
  title: 'Fields/WeekHoursField',
  component: WeekHoursField,
  args: { onChange: fn(), onOvernightDaysChange: fn() },
});

/** A new staff member: every day off until a start time is typed. */
export const Default = meta.story({
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByText('Off')).toHaveLength(7);
    const mondayEnd = canvas.getByRole('textbox', { name: 'Monday End' });
    await expect(mondayEnd).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monday Start' }), '9am');
    await expect(mondayEnd).toBeEnabled();
    await userEvent.type(mondayEnd, '17:00');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Monday Start' })).toHaveValue('09:00 am');
    await expect(mondayEnd).toHaveValue('05:00 pm');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:00 am - 05:00 pm,off,off,off,off,off,off');
    await expect(canvas.getAllByText('Off')).toHaveLength(6);
  },
});

/** A start without an end is flagged once the end field is left. */
export const MissingEnd = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Saturday Start' }), '10am');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Saturday End' }));
    await userEvent.tab();
    await expect(canvas.getByText('Enter an end time')).toBeVisible();
  },
});

/** Clearing a start turns the day off again. */
export const Filled = meta.story({
  args: { defaultValue: conciergeWeek },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Saturday Start' })).toHaveValue('10:00 am');
    await expect(canvas.getByRole('textbox', { name: 'Sunday End' })).toBeDisabled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Friday Start' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,off,10:00 am - 02:00 pm,off',
    );
  },
});

/** An end before the start is flagged on its day; "Ends next day" makes it a night shift. */
export const EndBeforeStart = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monday Start' }), '9:00 am');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monday End' }), '8:00 am');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Monday End' })).toBeInvalid();
    await expect(canvas.getByText('End after the start, or tick Ends next day')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ends next day (Monday)' }));
    await expect(args.onOvernightDaysChange).toHaveBeenLastCalledWith(['Monday']);
    await expect(canvas.getByRole('textbox', { name: 'Monday End' })).toBeValid();
    await expect(canvas.queryByText('End after the start, or tick Ends next day')).toBeNull();
  },
});

/** One day typed, then copied to Monday to Friday; the weekend is kept. */
export const CopyToWeekdays = meta.story({
  args: { defaultValue: 'off,off,off,off,off,10:00 am - 02:00 pm,off' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Wednesday Start' }), '7am');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Wednesday End' }), '3pm');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy to weekdays from Wednesday' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,07:00 am - 03:00 pm,10:00 am - 02:00 pm,off',
    );
    await expect(canvas.getByRole('textbox', { name: 'Friday End' })).toHaveValue('03:00 pm');
    await expect(canvas.getAllByText('Off')).toHaveLength(1);
  },
});

/** A night shift saved before: Sunday ends the next day. */
export const NightShift = meta.story({
  args: {
    defaultValue: 'off,off,off,off,off,off,10:00 pm - 06:00 am',
    defaultOvernightDays: ['Sunday'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Ends next day (Sunday)' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Sunday End' })).toBeValid();
  },
});

export const Invalid = meta.story({
  args: {
    defaultValue: '09:00 am - 05:00 pm,off,off,off,off,off,off',
    isInvalid: true,
    errorMessage: 'Cannot leave blank fields.',
  },
});

export const Disabled = meta.story({ args: { defaultValue: conciergeWeek, isDisabled: true } });
