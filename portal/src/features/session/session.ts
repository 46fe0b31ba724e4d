// The session kept in browser storage (rental spec 3 and 4): token, user_id, role, email, name, portalOption and
// the token's expiry. It is valid only while a token exists and its expiry is later than now.

import { isPortal, isSessionRole, type Portal, type SessionRole } from '@portal/sdk/roles';
import type { SignInResponse } from '../shared/schemas.ts';

export interface Session {
  token: string;
  userId: number;
  role: SessionRole;
  email: string;
  name: string;
  portalOption: Portal;
  /** When the token stops being accepted, in milliseconds since the epoch. */
  expiry: number;
  /** Minutes without a call after which the server ends the session (SignInResponse.idleMinutes). */
  idleMinutes?: number;
}

/** The storage keys, named as the spec names the session's fields. */
const keys = {
  token: 'token',
  userId: 'user_id',
  role: 'role',
  email: 'email',
  name: 'name',
  portalOption: 'portalOption',
  expiry: 'expiry',
  idleMinutes: 'idle_minutes',
} as const satisfies Record<keyof Session, string>;

/** When the session last called the server (ms since the epoch), shared by the tabs: the idle limit counts from it. */
const lastActivityKey = 'last_activity';

export interface SessionStore {
  /** The stored session if it is valid now, else null. */
  current(): Session | null;
  isValid(): boolean;
  /** The stored token, sent on every call while one is stored (rental spec 7). */
  token(): string | null;
  save(session: Session): void;
  /** Log Out: forget everything the session stored. */
  clear(): void;
  /** When the session last called the server, or null when unknown. */
  lastActivity(): number | null;
  /** A call the server answered: the idle limit counts from now (written at most every few seconds). */
  touch(): void;
  /** Called after save and clear, and when another tab changes the session. */
  subscribe(listener: () => void): () => void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage kept in memory (the build's renders, stories and tests), its items open to the caller. */
export function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export function createSessionStore(storage: StorageLike, now: () => number = Date.now): SessionStore {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const read = (): Session | null => {
    const token = storage.getItem(keys.token);
    const role = storage.getItem(keys.role);
    const portalOption = storage.getItem(keys.portalOption);
    const userId = Number(storage.getItem(keys.userId));
    const expiry = Number(storage.getItem(keys.expiry));
    if (!token || !isSessionRole(role) || !isPortal(portalOption)) return null;
    if (!Number.isInteger(userId) || !Number.isFinite(expiry)) return null;
    const idleMinutes = Number(storage.getItem(keys.idleMinutes));
    return {
      ...(Number.isInteger(idleMinutes) && idleMinutes > 0 && { idleMinutes }),
      token,
      userId,
      role,
      portalOption,
      expiry,
      email: storage.getItem(keys.email) ?? '',
      name: storage.getItem(keys.name) ?? '',
    };
  };

  const store: SessionStore = {
    current() {
      const session = read();
      return session && session.expiry > now() ? session : null;
    },
    isValid() {
      return store.current() !== null;
    },
    token() {
      return storage.getItem(keys.token);
    },
    save(session) {
      storage.setItem(keys.token, session.token);
      storage.setItem(keys.userId, String(session.userId));
      storage.setItem(keys.role, session.role);
      storage.setItem(keys.email, session.email);
      storage.setItem(keys.name, session.name);
      storage.setItem(keys.portalOption, session.portalOption);
      storage.setItem(keys.expiry, String(session.expiry));
      if (session.idleMinutes !== undefined) {
        storage.setItem(keys.idleMinutes, String(session.idleMinutes));
        storage.setItem(lastActivityKey, String(now()));
      }
      notify();
    },
    clear() {
      for (const key of [...Object.values(keys), lastActivityKey]) storage.removeItem(key);
      notify();
    },
    lastActivity() {
      const at = Number(storage.getItem(lastActivityKey));
      return Number.isFinite(at) && at > 0 ? at : null;
    },
    touch() {
      const at = now();
      if (at - (store.lastActivity() ?? 0) >= 5_000) storage.setItem(lastActivityKey, String(at));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/**
 * The session a successful sign-in gives on a portal: the session role is the server's (SessionUser.sessionRole),
 * which refuses a role that does not suit the login with the spec's message (403).
 */
export function sessionFromSignIn(response: SignInResponse, portal: Portal): Session {
  const expiry = Date.parse(response.expiresAt);
  return {
    token: response.token,
    userId: response.user.id,
    role: response.user.sessionRole,
    email: response.user.email,
    name: response.user.name,
    portalOption: portal,
    expiry: Number.isFinite(expiry) ? expiry : (jwtExpiry(response.token) ?? 0),
    ...(response.idleMinutes !== undefined && { idleMinutes: response.idleMinutes }),
  };
}

/** The `exp` claim of a JWT in milliseconds, or null when the token carries none. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp * 1000;
    }
  } catch {
    // not a JWT: no expiry known
  }
  return null;
}
