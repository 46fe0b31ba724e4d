import { toastClearance } from './toastClearance.css.ts';

/** The custom property's name (`--toastClearance__…`) inside the `var(…)` vanilla-extract gives. */
const property = toastClearance.replace(/^var\((--[^,)]+)\)$/, '$1');

/** Each shown region's clearance, px (the stories may show several regions at once; the largest counts). */
const clearances = new Map<HTMLElement, number>();
let applied = 0;

const windowHeight = () => document.documentElement.clientHeight;

/** Room for the region: from its top to the window's bottom, and its gap below once more above it. */
function measure(region: HTMLElement): number {
  const box = region.getBoundingClientRect();
  if (box.height === 0) return 0;
  const gapBelow = Math.max(0, windowHeight() - box.bottom);
  return Math.ceil(windowHeight() - box.top + gapBelow);
}

/**
 * A control that had focus as a toast came over it (the Save just pressed, the table row focus went back to) is
 * scrolled just clear of it. Not inside dialogs: they do not scroll with the page (the toasts are dialogs too).
 */
function revealFocused() {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return;
  if (focused.closest('[role="dialog"], [role="alertdialog"]')) return;
  const box = focused.getBoundingClientRect();
  const clearBottom = windowHeight() - applied;
  // Only what the toasts cover, and only what fits above them (not, say, the whole main landmark).
  if (box.bottom > clearBottom && box.top < windowHeight() && box.height <= clearBottom) {
    focused.scrollIntoView({ block: 'nearest' });
  }
}

function apply() {
  const previous = applied;
  applied = Math.max(0, ...clearances.values());
  if (applied === previous) return;
  const root = document.documentElement;
  if (applied > 0) root.style.setProperty(property, `${applied}px`);
  else root.style.removeProperty(property);
  if (applied > previous) revealFocused();
}

/**
 * The toast region's ref: while it shows, the page keeps clear of it. The region is fixed at the window's bottom, so
 * alone it would lie over whatever is there; with the clearance on <html> (toastClearance.css.ts) the page frame is
 * padded by the region's height, so every control, the last one included, can be scrolled clear of it, and the
 * browser's own scrolling (focus, scrollIntoView) stops short of it. Measured with a ResizeObserver, so a second toast
 * or a long message grows the room; cleared when the last toast goes (react-aria unmounts the empty region).
 */
export function keepPageClear(region: HTMLElement | null): (() => void) | undefined {
  // React calls the returned clean-up, not this with null, when the region goes.
  if (!region) return undefined;
  const update = () => {
    clearances.set(region, measure(region));
    apply();
  };
  const observer = new ResizeObserver(update);
  observer.observe(region);
  // The region's top moves with the window's height (a phone's keyboard, a rotated screen) as well as its own.
  window.addEventListener('resize', update);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', update);
    clearances.delete(region);
    apply();
  };
}
