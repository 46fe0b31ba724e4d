import type { Space } from '../theme/layout.css.ts';
import { type LayoutElementProps, layoutElement } from '../utils/layoutElement.tsx';
import * as styles from './Stack.css.ts';

export const stackElements = ['div', 'section', 'form', 'ul', 'ol'] as const;
export type StackElement = (typeof stackElements)[number];
export const stackMaxWidths = ['sm', 'md', 'lg', 'xl'] as const;
export type StackMaxWidth = (typeof stackMaxWidths)[number];

export type StackProps<E extends StackElement = 'div'> = {
  /** The space between the children, a token of the theme's space scale. */
  gap: Space;
  /** The widest the column gets: `sm` 32rem, `md` 40rem, `lg` 44rem, `xl` 60rem (forms and text stay readable). */
  maxWidth?: StackMaxWidth;
} & LayoutElementProps<E>;

/**
 * Children in a column, a space token apart: a page's cards and sections, a form's fields, a card's parts. Screens
 * compose their layout from it instead of writing CSS of their own.
 */
export function Stack<E extends StackElement = 'div'>({ gap, maxWidth, as, ...props }: StackProps<E>) {
  return layoutElement(as, gap, [styles.stackBase, maxWidth && styles.maxWidth[maxWidth]], props);
}
