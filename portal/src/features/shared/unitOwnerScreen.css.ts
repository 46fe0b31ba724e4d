// Layout of the strata unit owner screens: a column of cards, actions in a row, forms in a column.
import { media, stack, vars, wrapRow } from '@portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style(stack(vars.space.lg));

/** Unit and building side by side on wide screens, one column on phones. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const actions = style({ ...wrapRow(vars.space.sm), alignItems: 'center' });

export const form = style({ ...stack(vars.space.md), maxWidth: '40rem' });

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

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const plainList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
