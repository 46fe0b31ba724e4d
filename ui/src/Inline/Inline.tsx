import type { Space } from '../theme/layout.css.ts';
import { type LayoutElementProps, layoutElement } from '../utils/layoutElement.tsx';
import * as styles from './Inline.css.ts';

export const inlineElements = ['div', 'span', 'ul'] as const;
export type InlineElement = (typeof inlineElements)[number];
export const inlineAligns = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineJustifies = ['start', 'end', 'spaceBetween'] as const;
export type InlineJustify = (typeof inlineJustifies)[number];

export type InlineProps<E extends InlineElement = 'div'> = {
  /** The space between the children, across and down, a token of the theme's space scale. */
  gap: Space;
  /** How the children line up across the row (their vertical alignment). */
  align?: InlineAlign;
  /** Where the children sit along the row: packed at its start or end, or spread with the space between them. */
  justify?: InlineJustify;
  /** Whether the row wraps onto more lines when it does not fit (on a phone); off keeps one line. */
  wrap?: boolean;
} & LayoutElementProps<E>;

/**
 * Children in a row, a space token apart, wrapping on a narrow screen: a form's buttons, a record's actions, a
 * toolbar. Screens compose their layout from it instead of writing CSS of their own.
 */
export function Inline<E extends InlineElement = 'div'>({
  gap,
  align = 'center',
  justify = 'start',
  wrap = true,
  as,
  ...props
}: InlineProps<E>) {
  const classes = [styles.inlineBase, styles.align[align], styles.justify[justify], wrap && styles.wrap];
  return layoutElement(as, gap, classes, props);
}
