import { describe, expect, it } from 'vitest';
import { homePathFor, logoutPathFor, sessionRoleFor } from './roles.ts';

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
    expect(sessionRoleFor(portal, roleName)).toBe(role);
  });
});

describe('where a role lands (rental spec 2.1)', () => {
  it.each([
    ['admin', 'residential', '/admin/dashboard'],
    ['superAdmin', 'residential', '/admin/dashboard'],
    ['superAdmin', 'strata', '/strataAdmin/dashboard'],
    ['owner', 'residential', '/owner/dashboard'],
    ['strataAdmin', 'strata', '/strataAdmin/dashboard'],
    ['propertyAdmin', 'strata', '/propertyAdmin/dashboard'],
    ['strataUnitOwner', 'strata', '/strataUnitOwner/dashboard'],
  ] as const)('%s on the %s login goes to %s', (role, portal, path) => {
    expect(homePathFor(role, portal)).toBe(path);
  });
});

describe('where Log Out goes (rental spec 4, strata Navigation)', () => {
  it.each([
    ['admin', '/login'],
    ['superAdmin', '/login'],
    ['owner', '/login'],
    ['strataAdmin', '/strataLogin'],
    ['propertyAdmin', '/strataLogin'],
    ['strataUnitOwner', '/strataLogin'],
  ] as const)('%s goes to %s', (role, path) => {
    expect(logoutPathFor(role)).toBe(path);
  });
});
