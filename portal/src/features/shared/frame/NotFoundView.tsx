import type { Href } from '@portal/ui';
import { rootRouteId, useMatches } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import type { Area } from '../../../config/areas.ts';
import { homePathFor, useSession } from '../../session/index.ts';
import * as styles from './publicScreen.css.ts';

export interface NotFoundContentProps {
  /**
   * Inside a page frame (the public or an area layout matched the path's start), which already holds the page's one
   * `<main>`: the content is a plain section. Alone (no layout matched), it is the page's main landmark itself.
   */
  framed: boolean;
  /** Where the way out goes: the signed-in user's own dashboard, else the login page. */
  home?: { href: Href; label: string };
  /** Why there is nothing here, when it is known (default: there is no page at this address). */
  reason?: string;
  /** A way more useful than home, e.g. back to the unit the page was about. */
  back?: { href: Href; label: string } | undefined;
}

export const loginHome = { href: '/', label: 'Go to the login page' } as const;

/** The not-found message: plain markup and a plain link, no component library (it is part of the entry chunk). */
export function NotFoundContent({
  framed,
  home = loginHome,
  reason = 'There is no page at this address.',
  back,
}: NotFoundContentProps) {
  const Landmark = framed ? 'section' : 'main';
  return (
    <Landmark className={styles.card} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        Page Not Found
      </h1>
      <p className={styles.intro}>{reason}</p>
      {back ? (
        <p>
          <a href={back.href}>{back.label}</a>
        </p>
      ) : null}
      <a href={home.href}>{home.label}</a>
    </Landmark>
  );
}

/** What a loader can say when it throws notFound({ data }): the page exists but is for the unit's primary user. */
export interface PrimaryUserOnly {
  reason: 'primaryUserOnly';
  unitId: number;
}

function isPrimaryUserOnly(data: unknown): data is PrimaryUserOnly {
  return (
    typeof data === 'object' && data !== null && (data as { reason?: unknown }).reason === 'primaryUserOnly'
  );
}

// The signed-in frame (bar, menu, footer) loads only when a signed-in user reaches an unknown address.
const AreaLayout = lazy(() => import('./AreaLayout.tsx').then((m) => ({ default: m.AreaLayout })));

// Nothing shows until it has: the message painted alone and then framed would move under the reader's eyes (Lighthouse
// measured a layout shift of 0.05 on a desktop, 0.08 on a phone).
function SignedInFrame({ area, children }: { area: Area; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AreaLayout area={area}>{children}</AreaLayout>
    </Suspense>
  );
}

/**
 * Any path the route table does not name (there is no catch-all route, rental spec 2.2). The router shows it in
 * the deepest layout that matched: in a page frame when a layout did, or bare under the root. A signed-in user
 * gets it inside their own area's frame with a way back to their dashboard, never only "Go to the login page".
 */
export function NotFoundView({ data }: { data?: unknown }) {
  const framed = useMatches({ select: (matches) => matches.some((match) => match.routeId !== rootRouteId) });
  const user = useSession();
  const homePath = user ? homePathFor(user.role, user.portalOption) : null;
  const home = homePath ? { href: homePath, label: 'Go to your dashboard' } : loginHome;
  const primaryOnly = isPrimaryUserOnly(data) ? data : null;
  const content = (
    <NotFoundContent
      framed={framed || homePath !== null}
      home={home}
      {...(primaryOnly && {
        reason:
          'This page is for the unit’s primary user only. Ask the primary user of the unit to make this change.',
        back: { href: `/strataUnitOwner/strataUnit/${primaryOnly.unitId}`, label: 'Back To Unit' },
      })}
    />
  );
  if (framed || homePath === null) return content;
  return <SignedInFrame area={homePath.split('/')[1] as Area}>{content}</SignedInFrame>;
}
