import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareFieldset, hairline, mutedText, stack } from '../theme/fragments.ts';
import { media, vars } from '../theme/theme.css.ts';

export const section = style({
  ...bareFieldset,
  ...stack(vars.space.lg),
  selectors: { '& + &': { paddingTop: vars.space.xl, borderTop: hairline(vars.color.surfaceDisabled) } },
});

export const legend = style({ padding: 0, ...stack(vars.space.xs), float: 'left', width: '100%' });

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({ clear: 'both', marginTop: `calc(-1 * ${vars.space.sm})`, ...mutedText });

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
