import { expect, fn, userEvent } from 'storybook/test';
import { preview } from '../stories/preview.ts';
import { TextArea } from './TextArea.tsx';

const words = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => ['music', 'after', 'eleven', 'from', 'unit', '1203', 'again'][i % 7],
  ).join(' ');

const meta = preview.meta({
  title: 'Fields/TextArea',
  component: TextArea,
  args: { label: 'Additional information', wordLimit: 200, onChange: fn() },
});

export const Default = meta.story({
  args: { description: 'Describe what happened, when, and who was involved.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Additional information' });
    await expect(canvas.getByText('0 / 200 words')).toBeVisible();
    await userEvent.type(box, 'Loud music from unit 1203 after 11 pm');
    await expect(canvas.getByText('8 / 200 words')).toBeVisible();
    await expect(box).toHaveAccessibleDescription(/8 \/ 200 words/);
  },
});

/** At 200 words the field is fine; one more word makes it invalid with a message. */
export const WordLimit = meta.story({
  args: { defaultValue: words(199) },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Additional information' });
    await expect(canvas.getByText('199 / 200 words')).toBeVisible();
    await userEvent.type(box, ' tonight');
    await expect(canvas.getByText('200 / 200 words')).toBeVisible();
    await expect(box).toBeValid();
    await userEvent.type(box, ' again');
    await expect(canvas.getByText('201 / 200 words')).toBeVisible();
    await expect(box).toBeInvalid();
    await expect(canvas.getByText('Limited to 200 words')).toBeVisible();
    // Trimming the text back under the limit clears the error.
    await userEvent.type(box, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(box).toBeValid();
  },
});

export const OverLimit = meta.story({ args: { defaultValue: words(240) } });

export const WithoutLimit = meta.story({
  args: {
    label: 'Notes',
    wordLimit: undefined,
    defaultValue: 'Key fob 3 returned to the concierge on 2026-11-02.',
  },
});

export const Required = meta.story({
  args: { isRequired: true, isInvalid: true, errorMessage: 'This field is required' },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 'Submitted on 2026-10-14.' } });
