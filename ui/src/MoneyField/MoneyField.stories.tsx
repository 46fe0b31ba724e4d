import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { numberEntryStory } from '../stories/fieldPlay.ts';
import { MoneyField } from './MoneyField.tsx';

const meta = {
  title: 'Fields/MoneyField',
  component: MoneyField,
  args: { label: 'Move-in fee', onChange: fn() },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's default for fees is 0. */
export const Default: Story = {
  args: { defaultValue: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Move-in fee' })).toHaveValue('$0.00');
  },
};

export const TypedAmount: Story = numberEntryStory({
  label: 'Listing price',
  typed: '2450.5',
  shown: '$2,450.50',
  value: 2450.5,
});

/** More than cents is kept as typed and refused in words, not rounded. */
export const MoreThanCents: Story = numberEntryStory({
  label: 'Move-in deposit',
  typed: '925.257',
  shown: '$925.257',
  value: 925.257,
  refusal: 'Move-in deposit can have at most 2 decimals.',
});

/** A negative amount keeps its sign and is refused in words. */
export const Negative: Story = numberEntryStory({
  label: 'Move-in fee',
  typed: '-5',
  value: -5,
  refusal: 'Move-in fee cannot be negative.',
});

export const Invalid: Story = {
  args: { label: 'Monthly payment', isInvalid: true, errorMessage: 'Enter an amount, e.g. 325.50' },
};

export const Disabled: Story = { args: { label: 'Total fees', isDisabled: true, defaultValue: 612.4 } };

export const ReadOnly: Story = {
  args: {
    label: 'Total fees',
    description: 'Strata fees plus parking fees plus other fees.',
    isReadOnly: true,
    defaultValue: 612.4,
  },
};
