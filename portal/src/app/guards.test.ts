import { type SessionRole, sessionRoles } from '@portal/sdk/roles';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { areas } from '../config/areas.ts';
import type { Session, SessionStore } from '../features/session/session.ts';
import type { RouterContext } from '../routerContext.ts';
import { redirectSignedIn, requireArea } from './guards.ts';

function contextWith(user: Session | null): RouterContext {
  const session: Pick<SessionStore, 'current'> = { current: () => user };
  return { session } as unknown as RouterContext;
}

const user = (role: SessionRole, portalOption: Session['portalOption'] = 'residential'): Session => ({
  token: 't',
  userId: 1,
  role,
  email: 'someone@example.ca',
  name: 'Someone',
  portalOption,
  expiry: Date.now() + 60_000,
});

/** Where a beforeLoad sends the visitor, or null when it lets them through. */
function redirectOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!isRedirect(error)) throw error;
    return String(error.options.to);
  }
}

const allowed: Record<(typeof areas)[number], SessionRole[]> = {
  admin: ['admin', 'superAdmin'],
  owner: ['owner'],
  strataAdmin: ['strataAdmin', 'superAdmin'],
  propertyAdmin: ['propertyAdmin'],
  strataUnitOwner: ['strataUnitOwner'],
};

describe('area guards (rental spec 2.2, strata spec 2)', () => {
  for (const area of areas) {
    it(`${area}: no session goes to /`, () => {
      expect(redirectOf(() => requireArea(area)({ context: contextWith(null) }))).toBe('/');
    });
    for (const role of sessionRoles) {
      const lets = allowed[area].includes(role);
      it(`${area}: ${role} ${lets ? 'enters' : 'goes to /'}`, () => {
        const guard = requireArea(area);
        // One session object: user() reads the clock, and two calls can differ by a millisecond.
        const session = user(role);
        expect(redirectOf(() => guard({ context: contextWith(session) }))).toBe(lets ? null : '/');
        if (lets) expect(guard({ context: contextWith(session) })).toEqual({ user: session });
      });
    }
  }
});

describe('login pages with a valid session', () => {
  it('go to the role dashboard', () => {
    expect(redirectOf(() => redirectSignedIn({ context: contextWith(user('owner')) }))).toBe(
      '/owner/dashboard',
    );
    expect(redirectOf(() => redirectSignedIn({ context: contextWith(user('superAdmin', 'strata')) }))).toBe(
      '/strataAdmin/dashboard',
    );
  });

  it('stay without one', () => {
    expect(redirectOf(() => redirectSignedIn({ context: contextWith(null) }))).toBeNull();
  });
});
