import { style } from '@vanilla-extract/css';
import { centred, choiceLabel, choiceMark, mutedText } from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const checkbox = style({ ...choiceLabel, alignItems: 'flex-start', paddingBlock: vars.space.xs });

export const box = style({
  ...choiceMark,
  ...centred,
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.borderStrong },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRingStyle,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-disabled] &`]: {
      background: vars.color.surfaceDisabled,
      borderColor: vars.color.surfaceDisabled,
      color: vars.color.textDisabled,
    },
  },
});

export const description = style({ display: 'block', ...mutedText });
