import { expect, waitFor, within } from 'storybook/test';
import type { PlayContext } from './playContext.ts';

/** The overlays the stories open: they render in portals on the page's body, outside the story's canvas. */
export type OverlayRole = 'dialog' | 'alertdialog' | 'menu' | 'listbox';

/** Queries over the whole page, where overlays are. */
export const page = () => within(document.body);

/** Presses the button named `trigger` and waits for the overlay it opens (the one named `name`, when given). */
export async function openOverlay(
  { canvas, userEvent }: PlayContext,
  trigger: string | RegExp,
  role: OverlayRole,
  name?: string,
) {
  await userEvent.click(canvas.getByRole('button', { name: trigger }));
  return page().findByRole(role, name === undefined ? {} : { name });
}

/** Waits until no overlay of `role` is open. */
export function expectClosed(role: OverlayRole) {
  return waitFor(() => expect(page().queryByRole(role)).toBeNull());
}
