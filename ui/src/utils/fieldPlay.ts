import { expect, userEvent, type within } from 'storybook/test';

/** A story's canvas: its queries bound to the story's root. */
type Canvas = ReturnType<typeof within>;

/** Story steps shared by the field stories. */

/** Types into the textbox named `name` and leaves it with Tab, as someone filling a form does; returns the input. */
export async function typeAndLeave(canvas: Canvas, name: string, typed: string): Promise<HTMLElement> {
  const input = canvas.getByRole('textbox', { name });
  await userEvent.type(input, typed);
  await userEvent.tab();
  return input;
}

/** The field refuses what it holds: it is invalid and the spec's words are on screen. */
export async function expectRefused(canvas: Canvas, input: HTMLElement, message: string) {
  await expect(input).toBeInvalid();
  await expect(canvas.getByText(message)).toBeVisible();
}
