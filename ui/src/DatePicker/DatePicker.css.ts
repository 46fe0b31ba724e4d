import { style } from '@vanilla-extract/css';
import { disabledText, floatingPanel, inline } from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const popover = style({
  ...floatingPanel,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  outline: 'none',
  maxWidth: 'calc(100vw - 24px)',
});

export const dialog = style({ outline: 'none' });

export const header = style({
  ...inline(vars.space.sm),
  justifyContent: 'space-between',
  marginBottom: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  paddingBottom: vars.space.xs,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceDisabled },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled], &[data-unavailable]': { ...disabledText, textDecoration: 'line-through' },
    '&[data-invalid]': { background: vars.color.danger, color: vars.color.onStatus },
  },
});
