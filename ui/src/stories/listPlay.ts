import { expect, within } from 'storybook/test';

/** Roles whose items a story reads in order: menu entries, options, links, list items, a grid's columns. */
export type ItemRole = 'menuitem' | 'option' | 'link' | 'listitem' | 'columnheader';

/** The items of `role` inside `container` read `texts`, in this order and no others. */
export function expectItemTexts(container: HTMLElement, role: ItemRole, texts: readonly string[]) {
  const read = within(container)
    .getAllByRole(role)
    .map((item) => item.textContent);
  return expect(read).toEqual(texts);
}
