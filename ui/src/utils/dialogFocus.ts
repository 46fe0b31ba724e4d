// Where focus goes when a dialog opens and after a confirmation closes. react-aria focuses an opened dialog's own
// box (which draws no ring) and, on close, gives focus back to what opened it; when that is gone (the row archived
// away) focus falls to the page's body and the next Tab starts over from the top, or lands in a toast.

const fieldSelector = 'input, textarea, select, button[aria-haspopup="listbox"], [role="combobox"]';
const focusableSelector =
  'a[href], button, input, textarea, select, [role="combobox"], [tabindex]:not([tabindex="-1"])';

function isUsable(element: HTMLElement): boolean {
  return (
    element.tabIndex >= 0 &&
    !element.matches(':disabled, [aria-disabled="true"], input[type="hidden"]') &&
    element.closest('[aria-hidden="true"], [inert]') === null &&
    element.getClientRects().length > 0
  );
}

function firstUsable(root: ParentNode, selector: string): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(selector)].find(isUsable);
}

/**
 * A callback ref for a dialog: once it has opened, its first field takes focus, or, without one, its heading (made
 * focusable for this; its style draws the ring on :focus). A dialog whose content chose its own focus keeps it.
 */
export function focusDialogStart(dialog: HTMLElement | null): void {
  if (!dialog) return;
  requestAnimationFrame(() => {
    if (!dialog.isConnected) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== dialog && dialog.contains(active)) return;
    const field = firstUsable(dialog, fieldSelector);
    if (field) {
      field.focus();
      return;
    }
    const heading = dialog.querySelector<HTMLElement>('[slot="title"], h1, h2, h3, h4');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  });
}

/** Where focus was when a dialog opened: the element, the table row it sat in, and their containers. */
export interface FocusOrigin {
  element: HTMLElement;
  /** The element's visible text (e.g. "Archive"), to find the same action in the row that takes its place. */
  text: string;
  row: HTMLElement | null;
  rowIndex: number;
  /** The row after `row` when the dialog opened; null when `row` was the last. */
  nextRow: HTMLElement | null | undefined;
  grid: HTMLElement | null;
  ancestors: HTMLElement[];
}

/** Notes where focus is now (call it as a dialog opens). */
export function focusOrigin(): FocusOrigin | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const grid = element.closest<HTMLElement>('[role="grid"], [role="treegrid"], table');
  const row = element.closest<HTMLElement>('[role="row"], tr');
  const rows = grid ? [...grid.querySelectorAll<HTMLElement>('[role="row"], tr')] : [];
  const ancestors: HTMLElement[] = [];
  for (
    let parent = element.parentElement;
    parent && parent !== document.body;
    parent = parent.parentElement
  ) {
    ancestors.push(parent);
  }
  const rowIndex = row ? rows.indexOf(row) : -1;
  return {
    element,
    text: element.textContent?.trim() ?? '',
    row,
    rowIndex,
    nextRow: row ? (rows[rowIndex + 1] ?? null) : undefined,
    grid,
    ancestors,
  };
}

function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** The place to focus when `origin` is gone: its row's next action, the row now in its place, the table, or what held it. */
function fallbackFor(origin: FocusOrigin): HTMLElement | null {
  if (origin.element.isConnected && isUsable(origin.element)) return origin.element;
  if (origin.row?.isConnected) {
    const inRow = firstUsable(origin.row, focusableSelector);
    if (inRow) return inRow;
  }
  if (origin.grid?.isConnected) {
    // The row that followed the origin's when the dialog opened, or (that one gone too, or the table paged anew) the
    // row now at the origin's place. Never the row above: with no row after it, the table itself.
    const next = origin.nextRow?.isConnected ? origin.nextRow : null;
    const rows = [...origin.grid.querySelectorAll<HTMLElement>('[role="row"], tr')];
    const atIndex = origin.rowIndex >= 0 ? rows[origin.rowIndex] : undefined;
    const inPlace =
      atIndex && atIndex.querySelector('[role="columnheader"], th') === null ? atIndex : undefined;
    const row = next ?? (origin.nextRow === null ? undefined : inPlace);
    if (row) {
      const sameAction = [...row.querySelectorAll<HTMLElement>(focusableSelector)].find(
        (element) => isUsable(element) && element.textContent?.trim() === origin.text,
      );
      if (sameAction) return sameAction;
      // A grid row is focusable by the grid's own keyboard handling (tabindex -1).
      if (row.hasAttribute('tabindex')) return row;
      const inRow = firstUsable(row, focusableSelector);
      if (inRow) return inRow;
    }
    if (!origin.grid.hasAttribute('tabindex')) origin.grid.tabIndex = -1;
    return origin.grid;
  }
  for (const ancestor of origin.ancestors) {
    if (!ancestor.isConnected) continue;
    const inside = firstUsable(ancestor, focusableSelector);
    if (inside) return inside;
  }
  const main = document.querySelector<HTMLElement>('main h1, main, h1');
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  return main;
}

/**
 * After a dialog closed: until what it was opened from has gone (the list it changed refreshes behind it, a moment
 * later, or seconds later on a busy machine; `longestMs` at most) and for `settleMs` after, whenever focus falls to the
 * body it is put back near where the dialog was opened (see fallbackFor). A mutation observer sees the row go in the
 * same task as its removal, so the body never holds focus long enough to be seen; a key or a pointer press ends the
 * watch.
 */
export function keepFocusNear(origin: FocusOrigin | null, settleMs = 1500, longestMs = 10_000): void {
  if (!origin) return;
  // The grid moves focus itself when its focused row goes (to a row near that place, the one above when it was the
  // last, or off by one when the rows below the header are counted from the header): until the user acts, focus that
  // lands elsewhere in the grid once the origin's row has gone is put where it belongs (see fallbackFor).
  let overrides = 0;
  const originGone = () => !origin.element.isConnected && (origin.row === null || !origin.row.isConnected);
  const restore = () => {
    const gone = originGone();
    const grid = origin.grid;
    if (gone && grid?.isConnected && overrides < 5) {
      const active = document.activeElement;
      if (focusIsLost() || (active instanceof HTMLElement && grid.contains(active))) {
        const target = fallbackFor(origin);
        if (target && target !== active) {
          overrides++;
          target.focus();
        }
        return;
      }
    }
    if (focusIsLost()) fallbackFor(origin)?.focus();
  };
  const observer = new MutationObserver(restore);
  observer.observe(document.body, { childList: true, subtree: true });
  // Focus moved by the grid is no mutation: a focus change is watched too.
  document.addEventListener('focusin', restore);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', restore);
    document.removeEventListener('pointerdown', stop, { capture: true });
    document.removeEventListener('keydown', stop, { capture: true });
  };
  // Every settleMs: stop once the origin was already gone at the check before (the grid has had its time to move
  // focus), or once longestMs have passed.
  const started = Date.now();
  let goneBefore = false;
  const check = () => {
    const gone = originGone();
    if ((gone && goneBefore) || Date.now() - started >= longestMs) {
      stop();
      return;
    }
    goneBefore = gone;
    timer = setTimeout(check, settleMs);
  };
  let timer = setTimeout(check, settleMs);
  // The user acting (a press, a key) ends the watch: where they move focus is theirs.
  document.addEventListener('pointerdown', stop, { once: true, capture: true });
  document.addEventListener('keydown', stop, { once: true, capture: true });
  requestAnimationFrame(restore);
}
