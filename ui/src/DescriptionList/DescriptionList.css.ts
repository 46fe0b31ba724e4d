import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const list = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    margin: 0,
    columnGap: vars.space.xl,
    rowGap: vars.space.sm,
  },
  variants: {
    layout: {
      // Two pairs a row only where the list itself has room for them (at least 20rem each), not wherever the
      // viewport is wide: in a narrow card on a desktop (the staff hours panels) the pairs stay one a row.
      columns: {
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, max(20rem, calc(50% - ${vars.space.xl} / 2))), 1fr))`,
      },
      stacked: { rowGap: vars.space.md },
    },
  },
});

export const pair = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xxs,
    minWidth: 0,
    paddingBlockEnd: vars.space.sm,
    borderBottom: `${vars.size.borderWidth} solid ${vars.color.surfaceDisabled}`,
  },
  variants: {
    layout: {
      // Term beside value when the pair is wide enough for both, else the value wraps below the term: decided by
      // the pair's own width, so a value never shrinks to one character a line.
      columns: {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: vars.space.md,
      },
      stacked: {},
    },
  },
});

export const term = style({
  // Flex sizes apply in the columns layout (a flex row); the stacked layout is a grid and ignores them.
  flex: '2 1 6rem',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const description = style({
  flex: '3 1 9rem',
  minWidth: 0,
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const placeholder = style({
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
