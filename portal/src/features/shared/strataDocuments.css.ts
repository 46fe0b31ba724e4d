// Small layout pieces of the strata document, import and form screens (the page column is strataScreen.css.ts).
import { vars } from '@portal/ui/theme/theme.css.ts';
import { style } from '@vanilla-extract/css';

/** A list of messages inside an alert, without bullets. */
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });

/** A hint under a field group. */
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** One document in a category: title, date, then its actions. */
export const documentRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted });
