import { describe, expect, it } from 'vitest';
import { homePathFor, logoutPathFor } from './roles.ts';

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
