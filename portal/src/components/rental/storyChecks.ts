// Checks the stories of the rental dashboards share (only stories import this).
import { expect, userEvent, within } from 'storybook/test';
import type { LoadedList } from './useLoadedList.ts';

/** A table's column headers as the user reads them (without the sort arrows). */
export function columnHeaders(grid: HTMLElement): (string | undefined)[] {
  return within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''));
}

/** A list that failed to load shows `message` in its table, and its Try again calls the list's retry. */
export async function expectLoadFailure(
  canvasElement: HTMLElement,
  list: LoadedList<unknown>,
  message: string,
  label: string,
) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  await userEvent.click(canvas.getByRole('button', { name: `Try again: ${label}` }));
  await expect(list.onRetry).toHaveBeenCalled();
}
