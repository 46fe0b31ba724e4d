import { expect, fn, userEvent } from 'storybook/test';
import { Columns } from '../Columns/Columns.tsx';
import { preview } from '../stories/preview.ts';
import { TextField } from '../TextField/TextField.tsx';
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

/** In a row beside a field with a description, the date's box keeps a text box's height instead of filling the row. */
export const BesideADescribedField = meta.story({
  render: (args) => (
    <Columns gap="md">
      <TextField label="Amount" description="Dollars; blank for none" />
      <DateField {...args} />
    </Columns>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByRole('textbox', { name: /Amount/ }).getBoundingClientRect().height;
    const date = canvas.getByRole('group', { name: /Date of violation/ }).getBoundingClientRect().height;
    await expect(date).toBe(text);
  },
});
