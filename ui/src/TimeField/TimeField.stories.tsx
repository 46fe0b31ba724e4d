import { expect, fn, userEvent } from 'storybook/test';
import { expectEntry, expectRefused, typeAndLeave } from '../stories/fieldPlay.ts';
import { preview } from '../stories/preview.ts';
import { TimeField } from './TimeField.tsx';

const meta = preview.meta({
  title: 'Fields/TimeField',
  component: TimeField,
  args: {
    label: 'Start time',
    description: 'For example 9am, 9:30 pm or 17:00; leave empty for off.',
    onChange: fn(),
  },
});

/** A time as people say it: it stays as typed, and reads "09:30 pm" once the field is left. */
export const Default = meta.story({
  play: async (context) => {
    const input = await expectEntry(context, {
      name: 'Start time',
      typed: '9:30 pm',
      shown: '9:30 pm',
      left: '09:30 pm',
    });
    await expect(input).toBeValid();
  },
});

/** "9", "9am" and "17:00" are all times. */
export const HourOnlyAndTwentyFourHour = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Start time' });
    for (const [typed, left] of [
      ['9', '09:00 am'],
      ['9am', '09:00 am'],
      ['17:00', '05:00 pm'],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await userEvent.tab();
      await expect(input).toHaveValue(left);
      await expect(input).toBeValid();
    }
  },
});

/** Empty means off: no error. */
export const Off = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Start time' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(input).toBeValid();
  },
});

/** Text that is no time stays as typed and says what to type. */
export const NotATime = meta.story({
  play: async (context) => {
    const input = await typeAndLeave(context, 'Start time', '25:00');
    await expect(input).toHaveValue('25:00');
    await expectRefused(context, input, 'Enter a time such as 9am, 9:30 pm or 17:00');
  },
});

export const Filled = meta.story({ args: { label: 'End time', defaultValue: '05:00 pm' } });

export const Disabled = meta.story({ args: { label: 'End time', isDisabled: true } });
