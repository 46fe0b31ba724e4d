import { useEffect, useRef, useState } from 'react';
import type { ComboBoxProps } from 'react-aria-components';

const hiddenSelector = '[aria-hidden="true"]';
const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
/** Hidden and focusable, or holding something focusable: what axe's aria-hidden-focus reports. */
const holdsFocus = (element: Element) =>
  element.matches(focusableSelector) || element.querySelector(focusableSelector) !== null;

type OnOpenChange = NonNullable<ComboBoxProps<object>['onOpenChange']>;

/**
 * React Aria's combobox hides the whole page from assistive technology (aria-hidden on everything outside the input
 * and the list) while its list is open, but leaves the page focusable: axe reports aria-hidden-focus, and Tab moves
 * focus into content a screen reader was told is not there. The APG combobox hides nothing (the input names the
 * list through aria-controls and aria-activedescendant), so this undoes that hiding while the list is open. What was
 * hidden before the list opened (the page behind a modal dialog) stays hidden, and so does anything without a
 * focusable element in it (decorative icons).
 *
 * `onOpenChange` goes to the combobox; it records what was hidden before opening, then the effect (which runs after
 * React Aria's own) shows again whatever the list's opening hid, and keeps doing so for content added while open.
 */
export function useNoHiddenPage(onOpenChange?: OnOpenChange): OnOpenChange {
  const [isOpen, setOpen] = useState(false);
  const hiddenBefore = useRef<ReadonlySet<Element>>(new Set());
  useEffect(() => {
    if (!isOpen) return;
    const unhide = () => {
      for (const element of document.querySelectorAll(hiddenSelector)) {
        if (!hiddenBefore.current.has(element) && holdsFocus(element)) element.removeAttribute('aria-hidden');
      }
    };
    unhide();
    const observer = new MutationObserver(unhide);
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [isOpen]);
  return (open, trigger) => {
    if (open) hiddenBefore.current = new Set(document.querySelectorAll(hiddenSelector));
    setOpen(open);
    onOpenChange?.(open, trigger);
  };
}
