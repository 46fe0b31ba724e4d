import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const textArea = style({
  minHeight: '7.5rem',
  resize: 'vertical',
  paddingBlock: vars.space.sm,
});

export const descriptionRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const counter = style({
  marginInlineStart: 'auto',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-over-limit]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
  },
});
