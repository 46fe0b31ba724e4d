// What the building and unit screens draw beyond the ui's layout components: panel grids, muted text, modal forms.
import { inline, vars } from '@portal/ui/theme';
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

export const muted = style({ color: vars.color.textMuted });

export const modalOverlay = style(overlay);

export const modal = style({ ...box('40rem'), overflowY: 'auto' });

export const modalDialog = style(dialog);

export const modalHeader = style(inline(vars.space.md));

export const modalHeading = style(heading);
