import { expect } from 'storybook/test';
import type { PlayContext, PlayContextWithChange } from './playContext.ts';

/** Story steps shared by the field stories. */

/** Types into the textbox named `name` and leaves it with Tab, as someone filling a form does; returns the input. */
export async function typeAndLeave({ canvas, userEvent }: PlayContext, name: string, typed: string) {
  const input = canvas.getByRole('textbox', { name });
  await userEvent.type(input, typed);
  await userEvent.tab();
  return input;
}

/** The field refuses what it holds: it is invalid and the spec's words are on screen. */
export async function expectRefused({ canvas }: PlayContext, input: HTMLElement, message: string) {
  await expect(input).toBeInvalid();
  await expect(canvas.getByText(message)).toBeVisible();
}

/** One entry typed into a text field: what it shows while typing, after leaving it (if it rewrites on blur), and hands out. */
export interface TypedEntry {
  /** The textbox's accessible name. */
  name: string;
  typed: string;
  shown: string;
  /** What the field holds once it has lost focus; without it the entry is not left. */
  left?: string;
}

/** Types an entry, checks the field's value while typing and after leaving, and that `onChange` got the final value; returns the input. */
export async function expectEntry(context: PlayContextWithChange, { name, typed, shown, left }: TypedEntry) {
  const input = context.canvas.getByRole('textbox', { name });
  await context.userEvent.type(input, typed);
  await expect(input).toHaveValue(shown);
  if (left !== undefined) {
    await context.userEvent.tab();
    await expect(input).toHaveValue(left);
  }
  await expect(context.args.onChange).toHaveBeenLastCalledWith(left ?? shown);
  return input;
}

/** The story of a required field left empty: its args (with any others the story sets), and a check that the spec's message is on screen. */
export function requiredField<Args extends object>(errorMessage: string, args?: Args) {
  return {
    args: { ...args, isRequired: true, isInvalid: true, errorMessage },
    play: async ({ canvas }: PlayContext) => {
      await expect(canvas.getByText(errorMessage)).toBeVisible();
    },
  };
}

/** A number typed into a number or money field and left: what it shows, the number handed out, and any refusal. */
export interface NumberEntry {
  /** The field's label (and so the textbox's accessible name). */
  label: string;
  typed: string;
  /** What the field shows once left; unchecked when absent. */
  shown?: string;
  value: number;
  /** The spec's words when the field refuses the number. */
  refusal?: string;
}

/** The story of one typed number: the field labelled as the entry says (with any other args), and its checks. */
export function numberEntryStory<Args extends object>(entry: NumberEntry, args?: Args) {
  return {
    args: { ...args, label: entry.label },
    play: async ({ args, ...context }: PlayContextWithChange) => {
      const input = await typeAndLeave(context, entry.label, entry.typed);
      if (entry.shown !== undefined) await expect(input).toHaveValue(entry.shown);
      await expect(args.onChange).toHaveBeenLastCalledWith(entry.value);
      if (entry.refusal !== undefined) await expectRefused(context, input, entry.refusal);
    },
  };
}
