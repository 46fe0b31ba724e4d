// Layout of the strata administrator screens: a column of cards and form sections, actions in a row.
import { stack, vars, wrapRow } from '@portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style(stack(vars.space.lg));

export const form = style({ ...stack(vars.space.lg), maxWidth: '40rem' });

export const actions = style({ ...wrapRow(vars.space.sm), alignItems: 'center' });
