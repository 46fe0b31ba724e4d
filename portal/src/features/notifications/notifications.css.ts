// Layout of the notifications page: the toolbar, the list (unread ones marked by a bar at their start) and the
// email settings.
import { stack, vars } from '@portal/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import { entryCard, markedEntry } from '../shared/entryCard.ts';

const itemBase = style({ ...stack(vars.space.xxs), ...entryCard });

export const item = styleVariants({ read: [itemBase], unread: [itemBase, markedEntry] });

export const body = style({ color: vars.color.text });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const empty = style({ color: vars.color.textMuted });

export const settings = style({ maxWidth: '40rem' });

export const hint = style({ color: vars.color.textMuted, margin: 0 });

export const locked = style({ ...stack(vars.space.xxs) });

export const lockedLabel = style({ fontWeight: vars.fontWeight.medium });
