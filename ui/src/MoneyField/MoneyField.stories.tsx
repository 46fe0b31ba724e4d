import { expect, fn } from 'storybook/test';
import { numberEntryStory } from '../stories/fieldPlay.ts';
import { preview } from '../stories/preview.ts';
import { MoneyField } from './MoneyField.tsx';

const meta = preview.meta({
  title: 'Fields/MoneyField',
  component: MoneyField,
  args: { label: 'Move-in fee', onChange: fn() },
});

/** The spec's default for fees is 0. */
export const Default = meta.story({
  args: { defaultValue: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Move-in fee' })).toHaveValue('$0.00');
  },
});

export const TypedAmount = meta.story(
  numberEntryStory({
    label: 'Listing price',
    typed: '2450.5',
    shown: '$2,450.50',
    value: 2450.5,
  }),
);

/** More than cents is kept as typed and refused in words, not rounded. */
export const MoreThanCents = meta.story(
  numberEntryStory({
    label: 'Move-in deposit',
    typed: '925.257',
    shown: '$925.257',
    value: 925.257,
    refusal: 'Move-in deposit can have at most 2 decimals.',
  }),
);

/** A negative amount keeps its sign and is refused in words. */
export const Negative = meta.story(
  numberEntryStory({
    label: 'Move-in fee',
    typed: '-5',
    value: -5,
    refusal: 'Move-in fee cannot be negative.',
  }),
);

export const Invalid = meta.story({
  args: { label: 'Monthly payment', isInvalid: true, errorMessage: 'Enter an amount, e.g. 325.50' },
});

export const Disabled = meta.story({ args: { label: 'Total fees', isDisabled: true, defaultValue: 612.4 } });

export const ReadOnly = meta.story({
  args: {
    label: 'Total fees',
    description: 'Strata fees plus parking fees plus other fees.',
    isReadOnly: true,
    defaultValue: 612.4,
  },
});
