import { style } from '@vanilla-extract/css';
import { choiceLabel } from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const switchRoot = style({ ...choiceLabel, alignItems: 'center' });

export const track = style({
  flexShrink: 0,
  width: '40px',
  height: '24px',
  padding: '2px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: 'background-color 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${switchRoot}[data-focus-visible] &`]: focusRingStyle,
    [`${switchRoot}[data-disabled] &`]: {
      background: vars.color.surfaceDisabled,
      borderColor: vars.color.surfaceDisabled,
    },
  },
});

export const thumb = style({
  display: 'block',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  transition: 'transform 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)', background: vars.color.onBrand },
    [`${switchRoot}[data-disabled] &`]: { background: vars.color.textDisabled },
  },
});
