import { expect, fn } from 'storybook/test';
import { expectEntry, expectRefused, requiredField, typeAndLeave } from '../stories/fieldPlay.ts';
import { preview } from '../stories/preview.ts';
import { PhoneField } from './PhoneField.tsx';

/** The field's label, which the plays find it by. */
const label = 'Phone Number';

const meta = preview.meta({
  title: 'Fields/PhoneField',
  component: PhoneField,
  args: { label, onChange: fn() },
});

/** Ten digits typed without dashes become 604-555-0147 when the field loses focus. */
export const Default = meta.story({
  play: async (context) => {
    const entry = { name: label, typed: '6045550147', shown: '6045550147', left: '604-555-0147' };
    await expect(await expectEntry(context, entry)).toBeValid();
  },
});

/** Room for the common spellings, "(604) 555-0100" (14 characters) included; blur writes 604-555-0100. */
export const MaxLength = meta.story({
  play: async (context) => {
    await expect(context.canvas.getByRole('textbox', { name: label })).toHaveAttribute('maxlength', '14');
    const entry = { name: label, typed: '(604) 555-0100', shown: '(604) 555-0100', left: '604-555-0100' };
    const input = await expectEntry(context, entry);
    await expect(input).toBeValid();
    await context.userEvent.clear(input);
    await context.userEvent.type(input, '778 555 0199 ext 4');
    await expect(input).toHaveValue('778 555 0199 e');
  },
});

/** Too few digits stay as typed and show the spec's message after blur. */
export const InvalidPhone = meta.story({
  play: async (context) => {
    const input = await typeAndLeave(context, label, '604555');
    await expect(input).toHaveValue('604555');
    await expectRefused(context, input, 'invalid phone number');
    await context.userEvent.type(input, '0147');
    await context.userEvent.tab();
    await expect(input).toHaveValue('604-555-0147');
    await expect(context.canvas.queryByText('invalid phone number')).toBeNull();
  },
});

export const Required = meta.story(requiredField('this field is required', { label: 'Phone' }));

export const Filled = meta.story({ args: { label: 'Agent Phone', defaultValue: '604-555-0112' } });

export const Disabled = meta.story({
  args: { label: 'Building manager phone', isDisabled: true, defaultValue: '236-555-0175' },
});
