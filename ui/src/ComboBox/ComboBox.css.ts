import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  flexShrink: 0,
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 700ms linear infinite`,
});
