import { createSessionStore, type SessionStore } from './session.ts';

/** The session in this browser's localStorage; also follows sign-in and Log Out done in other tabs. */
export function createBrowserSession(): SessionStore {
  const store = createSessionStore(window.localStorage);
  const subscribe = store.subscribe;
  return {
    ...store,
    subscribe(listener) {
      const unsubscribe = subscribe(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === window.localStorage) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        unsubscribe();
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
