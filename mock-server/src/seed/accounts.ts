// The demo accounts of the seed (src/seed.ts).
import { type RoleName, users } from '../db/schema.ts';
import { newUserValues } from '../repositories/users.ts';
import { insertId, type SeedContext } from './context.ts';

/** The demo accounts, all with the demo password; ids by user name. */
export async function seedAccounts(ctx: SeedContext) {
  const { tx, passwordHash } = ctx;
  const account = (userName: string, roleName: RoleName, email: string, phoneNumber: string | null = null) =>
    insertId(tx, users, newUserValues({ userName, email, passwordHash, roleName, phoneNumber }));

  const userIds = {
    superadmin: await account(
      'superadmin',
      'Super Administrator',
      'superadmin@portal.example.ca',
      '604-555-0100',
    ),
    admin: await account('admin', 'Administrator', 'admin@portal.example.ca', '604-555-0101'),
    owner: await account('owner', 'Owner', 'margaret.chen@example.ca', '604-555-0123'),
    owner2: await account('owner2', 'Owner', 'rajiv.sandhu@example.ca', '778-555-0188'),
    strataadmin: await account(
      'strataadmin',
      'Strata Administrator',
      'strata@portal.example.ca',
      '604-555-0102',
    ),
    BCS1234: await account('BCS1234', 'Strata Owner', 'bcs1234@portal.example.ca'),
    EPS5678: await account('EPS5678', 'Strata Owner', 'eps5678@portal.example.ca'),
    unitowner: await account('unitowner', 'Strata Unit Owner', 'daniel.okafor@example.ca', '604-555-0166'),
    unitowner2: await account('unitowner2', 'Strata Unit Owner', 'sophie.nguyen@example.ca', '778-555-0142'),
    formerowner: await account('formerowner', 'Owner', 'harold.becker@example.ca', '604-555-0177'),
  };
  return userIds;
}
