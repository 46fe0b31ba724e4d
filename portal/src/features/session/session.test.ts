import { describe, expect, it } from 'vitest';
import { createSessionStore, jwtExpiry, memoryStorage, type Session, sessionFromSignIn } from './session.ts';

const now = Date.parse('2026-11-21T12:00:00Z');
const session: Session = {
  token: 'header.payload.signature',
  userId: 12,
  role: 'owner',
  email: 'margaret.chen@example.ca',
  name: 'Margaret Chen',
  portalOption: 'residential',
  expiry: now + 60_000,
};

describe('the session store', () => {
  it('keeps the spec fields under their own keys and reads them back while valid', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, () => now);
    store.save(session);
    expect(Object.fromEntries(storage.items)).toEqual({
      token: 'header.payload.signature',
      user_id: '12',
      role: 'owner',
      email: 'margaret.chen@example.ca',
      name: 'Margaret Chen',
      portalOption: 'residential',
      expiry: String(now + 60_000),
    });
    expect(store.current()).toEqual(session);
    expect(store.isValid()).toBe(true);
  });

  it('is invalid once the expiry is not later than now', () => {
    const storage = memoryStorage();
    let clock = now;
    const store = createSessionStore(storage, () => clock);
    store.save(session);
    clock = session.expiry;
    expect(store.current()).toBeNull();
    expect(store.isValid()).toBe(false);
    // The token is still sent until Log Out clears it (the server refuses it).
    expect(store.token()).toBe(session.token);
  });

  it('is invalid without a token, with an unknown role or without an expiry', () => {
    for (const broken of [
      (s: ReturnType<typeof memoryStorage>) => s.removeItem('token'),
      (s: ReturnType<typeof memoryStorage>) => s.setItem('role', 'janitor'),
      (s: ReturnType<typeof memoryStorage>) => s.removeItem('expiry'),
      (s: ReturnType<typeof memoryStorage>) => s.setItem('portalOption', 'rental'),
    ]) {
      const storage = memoryStorage();
      const store = createSessionStore(storage, () => now);
      store.save(session);
      broken(storage);
      expect(store.current()).toBeNull();
    }
  });

  it('clears every key on Log Out and tells its listeners', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, () => now);
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.save(session);
    store.clear();
    expect(storage.items.size).toBe(0);
    expect(store.current()).toBeNull();
    expect(calls).toBe(2);
    unsubscribe();
    store.save(session);
    expect(calls).toBe(2);
  });
});

const jwt = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('sessionFromSignIn', () => {
  const answer = (sessionRole: 'admin' | 'propertyAdmin') => ({
    token: jwt({ sub: '2', exp: 1_795_265_998 }),
    expiresAt: '2026-11-21T12:59:58.000Z',
    user: {
      id: 2,
      role: sessionRole === 'admin' ? ('Administrator' as const) : ('Strata Owner' as const),
      sessionRole,
      email: 'admin@portal.example.ca',
      name: 'admin',
      userName: 'admin',
    },
  });

  it("keeps the server's session role and the expiry of the answer", () => {
    expect(sessionFromSignIn(answer('admin'), 'residential')).toEqual({
      token: answer('admin').token,
      userId: 2,
      role: 'admin',
      email: 'admin@portal.example.ca',
      name: 'admin',
      portalOption: 'residential',
      expiry: Date.parse('2026-11-21T12:59:58.000Z'),
    });
  });

  it('falls back to the JWT exp claim when the answer has no readable expiry', () => {
    const result = sessionFromSignIn({ ...answer('propertyAdmin'), expiresAt: 'soon' }, 'strata');
    expect(result).toMatchObject({
      role: 'propertyAdmin',
      portalOption: 'strata',
      expiry: 1_795_265_998_000,
    });
  });
});

describe('jwtExpiry', () => {
  it('reads exp in milliseconds, and null without one', () => {
    expect(jwtExpiry(jwt({ exp: 100 }))).toBe(100_000);
    expect(jwtExpiry(jwt({ sub: '1' }))).toBeNull();
    expect(jwtExpiry('not-a-token')).toBeNull();
    expect(jwtExpiry('a.%%%.c')).toBeNull();
  });
});
