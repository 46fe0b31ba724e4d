import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectItemTexts } from '../stories/listPlay.ts';
import { expectClosed, page } from '../stories/overlayPlay.ts';
import { preview } from '../stories/preview.ts';
import { NavBar, NavBarBrand } from './NavBar.tsx';

const onLogOut = fn();

const meta = preview.meta({
  title: 'Layout/NavBar',
  component: NavBar,
  args: {
    label: 'Admin',
    brand: <NavBarBrand href="/admin/dashboard">Harbourview Property Management</NavBarBrand>,
    items: [
      { label: 'Dashboard', href: '/admin/dashboard' },
      {
        label: 'Documents',
        items: [
          { label: 'Strata Property Documents', href: '/strataAdmin/documents/property' },
          { label: 'Strata Unit Documents', href: '/strataAdmin/documents/unit' },
        ],
      },
      { label: 'Log Out', onAction: onLogOut },
    ],
    currentHref: '/admin/dashboard',
  },
  parameters: { layout: 'fullscreen' },
});

/** Links, a dropdown menu opened from the keyboard, and an action item. */
export const Default = meta.story({
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: args.label });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const documents = within(nav).getByRole('button', { name: 'Documents' });
    documents.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page().findByRole('menu', { name: 'Documents' });
    await expectItemTexts(menu, 'menuitem', ['Strata Property Documents', 'Strata Unit Documents']);
    await expect(within(menu).getByRole('menuitem', { name: 'Strata Unit Documents' })).toHaveAttribute(
      'href',
      '/strataAdmin/documents/unit',
    );
    await userEvent.keyboard('{Escape}');
    await expectClosed('menu');
    // react-aria gives focus back to the trigger once the popover has closed.
    await waitFor(() => expect(documents).toHaveFocus());

    onLogOut.mockClear();
    await userEvent.click(within(nav).getByRole('button', { name: 'Log Out' }));
    await expect(onLogOut).toHaveBeenCalledTimes(1);
  },
});

/** On a phone the items fold behind the Menu button. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 360 }}>
      <NavBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // The viewport global narrows the story frame to a phone's width.
    await expect(window.innerWidth).toBeLessThan(1024);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Dashboard', hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
});

/** On a phone the menu closes after a link, a menu entry or an action is chosen. */
export const PhoneMenuClosesAfterNavigating = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  render: function Render(args) {
    // Stands in for the router: a link press "navigates" by changing the current page.
    const [current, setCurrent] = useState(args.currentHref);
    return (
      <RouterProvider navigate={(href) => setCurrent(String(href))}>
        <div style={{ width: 360 }}>
          <NavBar {...args} currentHref={current} />
        </div>
      </RouterProvider>
    );
  },
  args: {
    items: [
      { label: 'Dashboard', href: '/admin/dashboard' },
      { label: 'Archive', href: '/admin/archive' },
      { label: 'Log Out', onAction: onLogOut },
    ],
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('link', { name: 'Archive' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Archive', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Archive', hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
});

export const Translucent = meta.story({
  args: { isTranslucent: true },
});
