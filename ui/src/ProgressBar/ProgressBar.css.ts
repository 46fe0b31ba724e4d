import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label value" "bar bar"',
  gap: vars.space.xs,
  width: '100%',
  fontSize: vars.fontSize.sm,
});

export const label = style({
  gridArea: 'label',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  gridArea: 'value',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  gridArea: 'bar',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceDisabled,
  // A border keeps the track visible against white (non-text contrast).
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  transition: 'width 150ms',
  selectors: {
    '[data-status="success"] &': { background: vars.color.success },
    '[data-status="error"] &': { background: vars.color.danger },
    '[data-indeterminate] &': {
      width: '40%',
      animationName: 'none',
    },
  },
});
