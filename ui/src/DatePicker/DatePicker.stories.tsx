import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectClosed, openOverlay, page } from '../stories/overlayPlay.ts';
import { preview } from '../stories/preview.ts';
import { DatePicker } from './DatePicker.tsx';

const meta = preview.meta({
  title: 'Fields/DatePicker',
  component: DatePicker,
  args: { label: 'Payment start date', onChange: fn() },
});

/** The spec's default start: the first of the month two months ahead. */
export const Default = meta.story({
  args: { defaultValue: '2027-01-01' },
  play: async (context) => {
    const dialog = await openOverlay(context, /Calendar/, 'dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('January 2027');
    await context.userEvent.click(within(dialog).getByRole('button', { name: /January 15, 2027/ }));
    await expect(context.args.onChange).toHaveBeenLastCalledWith('2027-01-15');
    await expectClosed('dialog');
  },
});

export const Keyboard = meta.story({
  args: { defaultValue: '2026-12-01' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await page().findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-02');
  },
});

/** The calendar left open, for review: arrows move by day, Page Up/Down by month. */
export const CalendarOpen = meta.story({
  args: { defaultValue: '2026-12-01', minValue: '2026-11-21' },
  play: async (context) => {
    const dialog = await openOverlay(context, /Calendar/, 'dialog');
    await expect(within(dialog).getByRole('grid')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /December 1, 2026/ })).toHaveAttribute(
      'data-selected',
      'true',
    );
  },
});

export const Empty = meta.story({ args: { label: 'One-time payment withdraw date' } });

export const WithLimits = meta.story({
  args: {
    label: 'Withdraw date',
    description: 'The form must be received by the 20th of the month before the debit starts.',
    defaultValue: '2027-02-01',
    minValue: '2027-02-01',
  },
});

export const Invalid = meta.story({
  args: { isInvalid: true, errorMessage: 'This field is required', isRequired: true },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: '2026-12-01' } });
