import { globalStyle, style } from '@vanilla-extract/css';
import { hairline, wrapRow } from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: hairline(vars.color.surfaceDisabled),
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.elevation.sm,
});

export const header = style({
  ...wrapRow(vars.space.sm),
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBottom: hairline(vars.color.surfaceDisabled),
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  // Focused when a link to its card is followed by keyboard ("On this page").
  outline: 'none',
  selectors: { '&:focus-visible': focusRingStyle },
});

export const actions = style(wrapRow(vars.space.sm));

export const body = style({ padding: vars.space.lg, minWidth: 0 });

// What a card holds stands apart: a sentence above its form, a form below its list. Margins, not a flex column, so a
// button or a link keeps its own width.
globalStyle(`${body} > * + *`, { marginBlockStart: vars.space.md });
