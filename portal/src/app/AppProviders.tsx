import { type ComponentProps, type ReactNode, useCallback, useLayoutEffect, useRef } from 'react';
import { RouterProvider as AriaRouterProvider, I18nProvider } from 'react-aria-components';

/**
 * What the ui components need around them: react-aria hands the navigation of their plain hrefs (menus, links)
 * to `navigate` (the router's, in the app; without it a link loads its page, as on the login pages hydrated without
 * the router), and formats dates and numbers for English Canada (2026-12-01, CAD). Rendered by the page frames,
 * not the root route, so react-aria stays out of the entry chunk (npm run size).
 */
/** Client-side navigation: an href of the route tree and the router's options (react-aria's RouterConfig). */
export type Navigate = ComponentProps<typeof AriaRouterProvider>['navigate'];

export function AppProviders({
  navigate,
  children,
}: {
  navigate?: Navigate | undefined;
  children: ReactNode;
}) {
  // react-aria's router context is rebuilt whenever its `navigate` changes, and every link, menu item and table row
  // under it renders again. A frame passes a new function each time it renders (a role area's frame, each time the
  // unread count comes back), so the context gets one function for the frame's life, which calls the latest.
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const stableNavigate = useCallback<Navigate>((href, options) => latest.current?.(href, options), []);
  const localized = <I18nProvider locale="en-CA">{children}</I18nProvider>;
  return navigate ? (
    <AriaRouterProvider navigate={stableNavigate}>{localized}</AriaRouterProvider>
  ) : (
    localized
  );
}
