import { expect, fn, userEvent } from 'storybook/test';
import { numberEntryStory, typeAndLeave } from '../stories/fieldPlay.ts';
import { preview } from '../stories/preview.ts';
import { NumberField } from './NumberField.tsx';

const meta = preview.meta({
  title: 'Fields/NumberField',
  component: NumberField,
  args: { label: 'Bathrooms', minValue: 0, maxValue: 8, step: 1, onChange: fn() },
});

export const Default = meta.story({
  args: { defaultValue: 1 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Bathrooms' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    // Arrow keys step too.
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('0');
  },
});

export const Typed = meta.story(
  numberEntryStory(
    { label: 'Square feet', typed: '1045', shown: '1,045', value: 1045 },
    { maxValue: undefined, showStepper: false },
  ),
);

/** 1.5 stays 1.5 and the field says what is wrong, instead of rounding it to 2. */
export const Fraction = meta.story(
  numberEntryStory({
    label: 'Bathrooms',
    typed: '1.5',
    shown: '1.5',
    value: 1.5,
    refusal: 'Bathrooms must be a whole number.',
  }),
);

/** -5 keeps its sign and is refused in words, instead of becoming 5; 12 above the maximum is not clamped to 8. */
export const OutOfRange = meta.story({
  play: async ({ args, ...context }) => {
    const { canvas, userEvent } = context;
    const input = await typeAndLeave(context, 'Bathrooms', '-5');
    await expect(input).toHaveValue('-5');
    await expect(args.onChange).toHaveBeenLastCalledWith(-5);
    await expect(canvas.getByText('Bathrooms cannot be negative.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(input).toHaveValue('12');
    await expect(canvas.getByText('Bathrooms cannot be more than 8.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.tab();
    await expect(input).toBeValid();
    await expect(canvas.queryByText(/cannot be/)).toBeNull();
  },
});

export const Empty = meta.story({ args: { label: 'Number of parking spots', placeholder: '0' } });

export const Invalid = meta.story({
  args: { label: 'Bedrooms', isInvalid: true, errorMessage: 'Bedrooms must be a whole number' },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 2 } });
