import { expect, fn } from 'storybook/test';
import { expectEntry, expectRefused, requiredField, typeAndLeave } from '../stories/fieldPlay.ts';
import { preview } from '../stories/preview.ts';
import { PostalCodeField } from './PostalCodeField.tsx';

/** The field's label, which the plays find it by. */
const label = 'Postal Code';

const meta = preview.meta({
  title: 'Fields/PostalCodeField',
  component: PostalCodeField,
  args: { label, onChange: fn() },
});

export const Default = meta.story({
  play: async (context) => {
    await expectEntry(context, { name: label, typed: 'v5h2e2', shown: 'V5H2E2', left: 'V5H 2E2' });
  },
});

export const WithHyphen = meta.story({
  play: async (context) => {
    const input = await typeAndLeave(context, label, 'v6e-3p3');
    await expect(input).toHaveValue('V6E 3P3');
    await expect(input).toBeValid();
  },
});

export const InvalidCode = meta.story({
  play: async (context) => {
    await expectRefused(context, await typeAndLeave(context, label, '98101'), 'Invalid postal code');
  },
});

export const Required = meta.story(requiredField('This field is required'));

export const Filled = meta.story({ args: { defaultValue: 'V3T 1V8' } });

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 'V6Y 2B6' } });
