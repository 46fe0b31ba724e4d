import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectEntry, expectRefused, requiredField, typeAndLeave } from '../stories/fieldPlay.ts';
import { PostalCodeField } from './PostalCodeField.tsx';

/** The field's label, which the plays find it by. */
const label = 'Postal Code';

const meta = {
  title: 'Fields/PostalCodeField',
  component: PostalCodeField,
  args: { label, onChange: fn() },
} satisfies Meta<typeof PostalCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectEntry(context, { name: label, typed: 'v5h2e2', shown: 'V5H2E2', left: 'V5H 2E2' });
  },
};

export const WithHyphen: Story = {
  play: async (context) => {
    const input = await typeAndLeave(context, label, 'v6e-3p3');
    await expect(input).toHaveValue('V6E 3P3');
    await expect(input).toBeValid();
  },
};

export const InvalidCode: Story = {
  play: async (context) => {
    await expectRefused(context, await typeAndLeave(context, label, '98101'), 'Invalid postal code');
  },
};

export const Required: Story = requiredField('This field is required');

export const Filled: Story = { args: { defaultValue: 'V3T 1V8' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'V6Y 2B6' } };
