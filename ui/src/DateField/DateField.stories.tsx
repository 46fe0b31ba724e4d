import { expect, fn, userEvent } from 'storybook/test';
import { preview } from '../stories/preview.ts';
import { DateField } from './DateField.tsx';

const meta = preview.meta({
  title: 'Fields/DateField',
  component: DateField,
  args: { label: 'Date of violation', onChange: fn() },
});

/** Typed segment by segment; the value handed out is the ISO date. */
export const Default = meta.story({
  play: async ({ args, canvas }) => {
    const year = canvas.getByRole('spinbutton', { name: /year/i });
    await userEvent.click(year);
    await userEvent.keyboard('2026');
    await userEvent.keyboard('11');
    await userEvent.keyboard('07');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-07');
  },
});

export const Filled = meta.story({
  args: { label: 'Move-in date', defaultValue: '2026-12-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveAttribute('aria-valuenow', '12');
  },
});

export const Required = meta.story({
  args: { isRequired: true, isInvalid: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: '2026-03-15' } });
