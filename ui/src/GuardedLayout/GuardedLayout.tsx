import type { ReactNode } from 'react';

export interface GuardedLayoutProps {
  /** Whether the visitor may see the children; the portal decides (role, session). */
  allowed: boolean;
  /** Shown instead of the children when not allowed, e.g. a redirect notice. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children only when told the visitor is allowed. This hides screens, it does not
 * authorize: the server checks every call again.
 */
export function GuardedLayout({ allowed, fallback = null, children }: GuardedLayoutProps) {
  return <>{allowed ? children : fallback}</>;
}
