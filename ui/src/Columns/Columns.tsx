import type { ReactNode } from 'react';
import type { Space } from '../theme/layout.css.ts';
import { layoutElement } from '../utils/layoutElement.tsx';
import { alignStart, columnsBase, desktop, tablet } from './Columns.css.ts';

const tracksFrom = { tablet, desktop };

export const columnsSplits = ['1:1', '2:1', '3:2'] as const;
export type ColumnsSplit = (typeof columnsSplits)[number];
export const columnsBreakpoints = ['tablet', 'desktop'] as const;
export type ColumnsBreakpoint = (typeof columnsBreakpoints)[number];

export interface ColumnsProps {
  /** The space between the columns (and between the rows they make), a token of the theme's space scale. */
  gap: Space;
  /** How the width is shared between the two columns: equal, two thirds to the first, or three fifths to it. */
  split?: ColumnsSplit;
  /** The screen width from which the children stand side by side; below it they stand in one column. */
  from?: ColumnsBreakpoint;
  /** Children keep their own height (`start`) instead of the row's (`stretch`, two cards of one height). */
  align?: 'start' | 'stretch';
  children: ReactNode;
}

/**
 * Children in two columns on a wide screen and in one on a phone: a record's details beside its side panels, two
 * cards side by side. Each child is a cell; a third child starts a new row.
 */
export function Columns({ gap, split = '1:1', from = 'desktop', align = 'stretch', children }: ColumnsProps) {
  return layoutElement('div', gap, [columnsBase, tracksFrom[from][split], align === 'start' && alignStart], {
    children,
  });
}
