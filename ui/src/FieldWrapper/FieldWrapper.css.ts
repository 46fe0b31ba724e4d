import { style } from '@vanilla-extract/css';
import {
  bareButton,
  centred,
  disabledText,
  errorText,
  hairline,
  labelText,
  mutedText,
  stack,
} from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

/** The column a field lays out in: label, control, description, error. */
export const field = style({ ...stack(vars.space.xs), minWidth: 0, color: vars.color.text });

export const label = style({ ...labelText, width: 'fit-content' });

export const requiredMark = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
});

export const description = style(mutedText);

export const error = style(errorText);

/** What a text-like input and a group (see `group`) show when invalid or disabled. */
const invalid = { borderColor: vars.color.danger, borderWidth: '2px' } as const;
const disabled = {
  background: vars.color.surfaceDisabled,
  color: vars.color.textDisabled,
  borderColor: vars.color.surfaceDisabled,
} as const;

/** A text-like input; also used for the box around grouped inputs (see `group`). */
const box = {
  minHeight: vars.size.controlMd,
  width: '100%',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: hairline(vars.color.border),
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
} as const;

export const input = style({
  ...box,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    // Text inputs show the ring for any focus: the caret alone is too faint a cue.
    '&[data-focused]': focusRingStyle,
    '&[data-invalid]': invalid,
    '&[data-disabled]': { ...disabled, cursor: 'not-allowed' },
    '&[readonly]': { background: vars.color.surfaceSubtle },
  },
});

/** A box holding several parts (input plus buttons, date segments): react-aria's Group. */
export const group = style({
  ...box,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xs,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focus-within]': focusRingStyle,
    '&[data-invalid]': invalid,
    '&[data-disabled]': disabled,
  },
});

/** An input inside a `group`: the group draws the border and the ring. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  padding: 0,
  background: 'transparent',
  outline: 'none',
  fontSize: vars.fontSize.md,
  color: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

/** A small square button inside a `group` (steppers, calendar, clear). */
export const groupButton = style({
  ...centred,
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
  padding: 0,
  ...bareButton,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceDisabled },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': disabledText,
  },
});
