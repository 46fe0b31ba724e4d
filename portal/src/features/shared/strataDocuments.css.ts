// Small pieces of the strata document, import and form screens (their columns and rows are the ui's Stack and Inline).
import { bareList, vars } from '@portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** A list of messages inside an alert, without bullets. */
export const plainList = style(bareList);

export const muted = style({ color: vars.color.textMuted });
