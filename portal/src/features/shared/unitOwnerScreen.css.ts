// What the strata unit owner screens draw beyond the ui's layout components: field rows, subheadings, lists.
import { media, vars } from '@portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const fieldRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
});

export const subheading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  marginBlock: `${vars.space.lg} ${vars.space.sm}`,
});

export const plainList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The message under a field that has no field wrapper of its own (a required checkbox). */
export const fieldError = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
