import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../theme/theme.css.ts';

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
      columns: { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, 1fr)' } } },
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
      columns: {
        '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(8rem, 2fr) 3fr', gap: vars.space.md } },
      },
      stacked: {},
    },
  },
});

export const term = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const description = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const placeholder = style({
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
