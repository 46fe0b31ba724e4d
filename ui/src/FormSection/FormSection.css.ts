import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../theme/theme.css.ts';

export const section = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: {
    '& + &': {
      paddingTop: vars.space.xl,
      borderTop: `${vars.size.borderWidth} solid ${vars.color.surfaceDisabled}`,
    },
  },
});

export const legend = style({
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  float: 'left',
  width: '100%',
});

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  clear: 'both',
  marginTop: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** One column on phones; two from tablets up when asked. */
export const grid = recipe({
  base: {
    clear: 'both',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
  },
  variants: {
    columns: {
      1: {},
      2: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
    },
  },
  defaultVariants: { columns: 1 },
});

/** A child that spans both columns (a text area, a week of hours). */
export const fullWidth = style({ gridColumn: '1 / -1' });
