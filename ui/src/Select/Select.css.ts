import { style } from '@vanilla-extract/css';
import {
  disabledText,
  floatingList,
  floatingListRow,
  floatingPanel,
  hairline,
  insetFocusRing,
  mutedText,
} from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  paddingInlineEnd: vars.space.sm,
  border: hairline(vars.color.border),
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focus-visible]': focusRingStyle,
    '[data-invalid] > &': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': {
      background: vars.color.surfaceDisabled,
      borderColor: vars.color.surfaceDisabled,
      ...disabledText,
    },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

/** The floating panel under a select or combo box. */
export const popover = style({
  // react-aria keeps overlays 12 px inside the viewport; a wider panel would overflow and scroll the page,
  // and a non-modal popover (combo box) closes when the page scrolls.
  minWidth: 'min(var(--trigger-width), calc(100vw - 24px))',
  maxWidth: 'min(calc(100vw - 24px), 480px)',
  ...floatingPanel,
  borderRadius: vars.radius.md,
  overflow: 'auto',
  outline: 'none',
});

export const listBox = style(floatingList('320px'));

export const option = style({
  ...floatingListRow,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': disabledText,
  },
});

export const optionText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const optionDescription = style({ ...mutedText, fontWeight: vars.fontWeight.regular });

export const check = style({ flexShrink: 0, width: '16px', color: vars.color.brand });

export const emptyState = style({ padding: vars.space.sm, ...mutedText });
