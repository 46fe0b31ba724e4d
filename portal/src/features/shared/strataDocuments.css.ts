// Small layout pieces of the strata document, import and form screens (the page column is strataScreen.css.ts).
import { bareList, vars, wrapRow } from '@portal/ui/theme';
import { style } from '@vanilla-extract/css';

/** A list of messages inside an alert, without bullets. */
export const plainList = style(bareList);

/** A hint under a field group. */
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** One document in a category: title, date, then its actions. */
export const documentRow = style({ ...wrapRow(vars.space.sm), alignItems: 'center' });

export const muted = style({ color: vars.color.textMuted });
