import { describe, expect, it } from 'vitest';
import { isPortal, isSessionRole, roleNames, sessionRoleFor, sessionRoles } from '../src/roles.ts';

describe('role mapping (rental spec 6)', () => {
  it.each([
    ['residential', 'Administrator', 'admin'],
    ['residential', 'Owner', 'owner'],
    ['residential', 'Super Administrator', 'superAdmin'],
    ['residential', 'Strata Administrator', null],
    ['residential', 'Strata Owner', null],
    ['residential', 'Strata Unit Owner', null],
    ['strata', 'Strata Administrator', 'strataAdmin'],
    ['strata', 'Strata Owner', 'propertyAdmin'],
    ['strata', 'Strata Unit Owner', 'strataUnitOwner'],
    ['strata', 'Super Administrator', 'superAdmin'],
    ['strata', 'Administrator', null],
    ['strata', 'Owner', null],
  ] as const)('%s login: %s gives %s', (portal, roleName, role) => {
    expect(sessionRoleFor(roleName, portal)).toBe(role);
  });
});

describe("the vocabulary is the contract's", () => {
  it('every role name signs in as exactly one session role on some login, and every session role is reachable', () => {
    const reached = roleNames.flatMap((name) =>
      (['residential', 'strata'] as const).map((portal) => sessionRoleFor(name, portal)),
    );
    for (const name of roleNames) {
      expect(
        [sessionRoleFor(name, 'residential'), sessionRoleFor(name, 'strata')].some((r) => r !== null),
        name,
      ).toBe(true);
    }
    expect(new Set(reached.filter((r) => r !== null))).toEqual(new Set(sessionRoles));
  });

  it('recognises stored values', () => {
    expect(isSessionRole('strataUnitOwner')).toBe(true);
    expect(isSessionRole('Strata Unit Owner')).toBe(false);
    expect(isPortal('strata')).toBe(true);
    expect(isPortal('rental')).toBe(false);
  });
});
