// Layout of the building and unit screens: panel grids, document rows, two columns, modal forms.
import { media, vars } from '@portal/ui/theme/theme.css.ts';
import { style } from '@vanilla-extract/css';

export const panelGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const documentRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted });

export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const modalOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
  background: vars.color.overlay,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const modal = style({
  width: '100%',
  maxWidth: '40rem',
  maxHeight: '100%',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.lg,
});

export const modalDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
});

export const modalHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const modalHeading = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const modalForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
