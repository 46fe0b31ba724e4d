import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** The segments inside a DatePicker's box, taking the room its calendar button leaves. */
export const dateInput = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  minWidth: 0,
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-disabled]': { color: vars.color.textDisabled },
  },
});
