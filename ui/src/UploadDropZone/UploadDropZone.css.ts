import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  bareButton,
  bareList,
  disabledText,
  errorText,
  hairline,
  inline,
  labelText,
  mutedText,
  stack,
} from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const root = style({ ...stack(vars.space.sm), minWidth: 0 });

export const label = style(labelText);

export const zone = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.md,
    padding: vars.space.xl,
    border: `2px dashed ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceSubtle,
    textAlign: 'center',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong },
      '&[data-drop-target]': {
        borderStyle: 'solid',
        borderColor: vars.color.brand,
        background: vars.color.infoSurface,
      },
      '&[data-focus-visible]': focusRingStyle,
      '&[data-disabled]': { background: vars.color.surfaceDisabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    invalid: {
      true: { borderColor: vars.color.danger },
      false: {},
    },
  },
});

export const hint = style(mutedText);

export const error = style({ margin: 0, ...errorText });

export const fileList = style({ ...bareList, ...stack(vars.space.xs) });

export const fileItem = style({
  ...inline(vars.space.md),
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: hairline(vars.color.surfaceDisabled),
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const fileSize = style({ ...mutedText, whiteSpace: 'nowrap' });

export const removeButton = style({
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  ...bareButton,
  borderRadius: vars.radius.sm,
  color: vars.color.danger,
  textDecoration: 'underline',
  selectors: {
    '&[data-hovered]': { background: vars.color.dangerSurface },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': disabledText,
  },
});
