// Layout of the strata form pages: a field that spans the section's columns, and the violation rows.
import { stack, vars } from '@portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const wide = style({ gridColumn: '1 / -1' });

export const rows = style({ ...stack(vars.space.sm), gridColumn: '1 / -1' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.sm,
});
