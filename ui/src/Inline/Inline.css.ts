import { style, styleVariants } from '@vanilla-extract/css';

export const inlineBase = style({ display: 'flex' });

export const wrap = style({ flexWrap: 'wrap' });

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
});

export const justify = styleVariants({
  start: {},
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});
