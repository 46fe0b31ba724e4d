import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { gap, list, type Space } from '../theme/layout.css.ts';

/**
 * The element a layout component draws (`as`, a `<div>` unless told: a form, a section, a list that loses its
 * bullets…) and the props that element takes, but its class and style, which the layout sets.
 */
export type LayoutElementProps<E extends ElementType> = {
  /** The element drawn: a `<div>` unless the layout is a form, a section, inline text or a list (without bullets). */
  as?: E;
  children?: ReactNode;
} & Omit<ComponentPropsWithoutRef<E>, 'className' | 'style' | 'children'>;

/**
 * What Stack and Inline draw: the element asked for (a `div` unless told), with the layout's classes, the gap of the
 * space token and, on a list, no bullets or indent; every other prop (children, a form's onSubmit, aria-*) passed on.
 */
export function layoutElement(
  as: ElementType | undefined,
  space: Space,
  classes: readonly (string | false | undefined)[],
  props: object,
) {
  const Element = as ?? 'div';
  const className = [...classes, gap[space], (as === 'ul' || as === 'ol') && list].filter(Boolean).join(' ');
  return <Element className={className} {...props} />;
}
