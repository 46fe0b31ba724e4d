import type { ElementType } from 'react';
import { gap, list, type Space } from '../theme/layout.css.ts';

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
