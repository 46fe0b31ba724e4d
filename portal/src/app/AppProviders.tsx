import type { ComponentProps, ReactNode } from 'react';
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
  const localized = <I18nProvider locale="en-CA">{children}</I18nProvider>;
  return navigate ? <AriaRouterProvider navigate={navigate}>{localized}</AriaRouterProvider> : localized;
}
