import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider, I18nProvider } from 'react-aria-components';

/**
 * What the ui components need around them: react-aria hands the navigation of their plain hrefs (menus, links)
 * to the router, and formats dates and numbers for English Canada (2026-12-01, CAD). Rendered by the page frames,
 * not the root route, so react-aria stays out of the entry chunk (npm run size).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <AriaRouterProvider navigate={(href) => router.navigate({ href })}>
      <I18nProvider locale="en-CA">{children}</I18nProvider>
    </AriaRouterProvider>
  );
}
