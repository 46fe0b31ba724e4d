// Layout of the building and unit screens: panel grids, document rows, two columns, modal forms.
import { inline, media, stack, vars, wrapRow } from '@portal/ui/theme';
import { style } from '@vanilla-extract/css';
import {
  modalBox as box,
  modalDialog as dialog,
  modalHeading as heading,
  modalOverlay as overlay,
} from './modalFragments.ts';

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

export const documentRow = style({ ...wrapRow(vars.space.sm), alignItems: 'center' });

export const muted = style({ color: vars.color.textMuted });

export const linkRow = style(wrapRow(vars.space.sm));

export const modalOverlay = style(overlay);

export const modal = style({ ...box('40rem'), overflowY: 'auto' });

export const modalDialog = style(dialog);

export const modalHeader = style(inline(vars.space.md));

export const modalHeading = style(heading);

export const modalForm = style(stack(vars.space.md));
