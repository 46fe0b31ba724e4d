// Layout of the audit page: the filters in a grid (one column on a phone), their buttons in a row.
import { media, vars, wrapRow } from '@portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const actions = style({ ...wrapRow(vars.space.sm), alignItems: 'center', marginTop: vars.space.md });

export const changes = style({ overflowWrap: 'anywhere' });
