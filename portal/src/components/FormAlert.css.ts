import { vars } from '@portal/ui/theme/theme.css.ts';
import { style } from '@vanilla-extract/css';

export const alert = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});
