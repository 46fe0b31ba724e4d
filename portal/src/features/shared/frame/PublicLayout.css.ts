import { style } from '@vanilla-extract/css';

/** The fieldset that holds the page's forms adds no box of its own. */
export const formsUntilHydrated = style({ display: 'contents' });
