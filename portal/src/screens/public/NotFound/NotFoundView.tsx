import { rootRouteId, useMatches } from '@tanstack/react-router';
import * as styles from '../publicScreen.css.ts';

export interface NotFoundContentProps {
  /**
   * Inside a page frame (the public or an area layout matched the path's start), which already holds the page's one
   * `<main>`: the content is a plain section. Alone (no layout matched), it is the page's main landmark itself.
   */
  framed: boolean;
}

/** The not-found message: plain markup and a plain link, no component library (it is part of the entry chunk). */
export function NotFoundContent({ framed }: NotFoundContentProps) {
  const Landmark = framed ? 'section' : 'main';
  return (
    <Landmark className={styles.card} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        Page Not Found
      </h1>
      <p className={styles.intro}>There is no page at this address.</p>
      <a href="/">Go to the login page</a>
    </Landmark>
  );
}

/**
 * Any path the route table does not name (there is no catch-all route, rental spec 2.2). The router shows it in
 * the deepest layout that matched: in a page frame when a layout did, or bare under the root.
 */
export function NotFoundView() {
  const framed = useMatches({ select: (matches) => matches.some((match) => match.routeId !== rootRouteId) });
  return <NotFoundContent framed={framed} />;
}
