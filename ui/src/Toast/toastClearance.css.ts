import { createVar, fallbackVar, globalStyle } from '@vanilla-extract/css';

/**
 * The room the toasts take at the bottom of the window while any shows: their height and the gap below them, and the
 * same gap again above them. The toast region sets it on <html> (toastClearance.ts) and removes it with its last toast.
 */
export const toastClearance = createVar();

/** The clearance, or none while no toast shows. */
export const pageClearance = fallbackVar(toastClearance, '0px');

// The browser keeps what it scrolls into view (a focused control, a find-in-page match, scrollIntoView) above the
// toasts rather than behind them. The page frame pads its bottom by as much (AppShell), so the last control too
// can be scrolled clear.
globalStyle('html', { scrollPaddingBottom: pageClearance });
