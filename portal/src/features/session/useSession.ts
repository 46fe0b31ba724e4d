import { useRouter } from '@tanstack/react-router';
import { useMemo, useSyncExternalStore } from 'react';
import type { Session, SessionStore } from './session.ts';

/** The valid session of the router context, re-rendering on sign-in, Log Out and changes from other tabs. */
export function useSession(): Session | null {
  const { session } = useRouter().options.context;
  const getSnapshot = useMemo(() => stableSnapshot(session), [session]);
  // The same snapshot on the server: the build renders signed-in pages to find their headings (prerender/server.tsx).
  return useSyncExternalStore(session.subscribe, getSnapshot, getSnapshot);
}

// useSyncExternalStore needs the same object back while nothing changed.
function stableSnapshot(store: SessionStore): () => Session | null {
  let lastKey = '';
  let last: Session | null = null;
  return () => {
    const current = store.current();
    const key = current ? JSON.stringify(current) : '';
    if (key !== lastKey) {
      lastKey = key;
      last = current;
    }
    return last;
  };
}
