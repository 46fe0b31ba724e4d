import { style, styleVariants } from '@vanilla-extract/css';
import { bareList } from './fragments.ts';
import { vars } from './theme.css.ts';

/** The names of the theme's space tokens, the only gaps a layout component takes (and its story's control). */
export const spaceNames = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
export type Space = (typeof spaceNames)[number];

/** A story's control of a layout's gap: the space tokens by name. */
export const spaceControl = { control: 'select', options: spaceNames } as const;

/** One class per space token: the gap between a layout's children. */
export const gap = styleVariants(vars.space satisfies Record<Space, string>, (value) => ({ gap: value }));

/** A list laid out as a column or a row: no bullets, no indent. */
export const list = style(bareList);
