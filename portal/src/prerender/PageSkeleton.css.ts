import { vars } from '@portal/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.5 }, '100%': { opacity: 1 } });

export const skeleton = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

export const heading = style({
  height: '2rem',
  width: 'min(20rem, 70%)',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSubtle,
});

export const row = style({
  height: '2.5rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSubtle,
});
