// The seed: demo accounts and data, real files, and the database's constraints holding.
import { and, count, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { pgErrorCode } from '../src/db/errors.ts';
import {
  documents,
  listingImages,
  listings,
  preAuthorizedDebits,
  properties,
  strataMonthlyPayments,
  strataProperties,
  strataUnits,
  strataUnitUsers,
  users,
} from '../src/db/schema.ts';
import { demoAccounts, demoPassword, seedIfEmpty } from '../src/seed.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const db = () => t.app.services.db;

/** The PostgreSQL error code a statement fails with (drizzle wraps the driver's error). */
async function failure(statement: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    return pgErrorCode(error);
  }
  return undefined;
}

describe('demo accounts', () => {
  it('are the demo accounts, all signing in with Portal#2026', async () => {
    expect(demoAccounts.map((a) => a.userName)).toEqual([
      'superadmin',
      'admin',
      'owner',
      'owner2',
      'strataadmin',
      'BCS1234',
      'EPS5678',
      'unitowner',
      'unitowner2',
    ]);
    for (const account of demoAccounts) {
      const portal = account.portal === 'strata' ? 'strata' : 'residential';
      const res = await t.request({
        method: 'POST',
        url: '/api/auth',
        payload: { username: account.userName, password: demoPassword, portal },
      });
      expect(res.statusCode, account.userName).toBe(200);
      expect(res.json().user.role).toBe(account.roleName);
    }
  });

  it('stores argon2id hashes, never the password', async () => {
    const rows = await db().select({ hash: users.passwordHash }).from(users);
    for (const row of rows) expect(row.hash).toMatch(/^\$argon2id\$/);
  });
});

describe('rental data', () => {
  it('gives each owner two active properties, each with a listing that has images, and documents', async () => {
    for (const key of ['owner', 'owner2'] as const) {
      const profileId = t.seed.ownerProfiles[key];
      const own = await db()
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.ownerId, profileId), eq(properties.archived, false)));
      expect(own).toHaveLength(2);
      for (const property of own) {
        const [listing] = await db()
          .select({ id: listings.id })
          .from(listings)
          .where(and(eq(listings.propertyId, property.id), eq(listings.archived, false)));
        expect(listing, `listing of property ${property.id}`).toBeDefined();
        const [images] = await db()
          .select({ n: count() })
          .from(listingImages)
          .where(eq(listingImages.listingId, listing?.id ?? 0));
        expect(images?.n).toBeGreaterThan(0);
      }
    }
  });

  it('stores real images and real PDFs under server-generated names', async () => {
    const images = await db().select().from(listingImages);
    for (const image of images) {
      expect(image.originalPath).toMatch(/^listing-images\/[0-9a-f-]{36}\.png$/);
      const type = await fileTypeFromBuffer(await t.app.services.storage.read(image.originalPath));
      expect(type?.mime).toBe('image/png');
    }
    const docs = await db().select().from(documents);
    expect(docs.length).toBeGreaterThanOrEqual(4);
    for (const doc of docs) {
      const type = await fileTypeFromBuffer(await t.app.services.storage.read(String(doc.path)));
      expect(type?.mime, doc.fileName).toBe('application/pdf');
    }
  });
});

describe('strata data', () => {
  it('has one login per building, unit 101 of BCS1234 with its primary and secondary users, a PAD and a current payment', async () => {
    const buildings = await db().select().from(strataProperties);
    const bcs = buildings.find((b) => b.strataPlanNumber === 'BCS1234');
    const eps = buildings.find((b) => b.strataPlanNumber === 'EPS5678');
    expect(bcs?.propertyAdminId).toBe(t.seed.users.BCS1234);
    expect(eps?.propertyAdminId).toBe(t.seed.users.EPS5678);
    const [unit101] = await db()
      .select()
      .from(strataUnits)
      .where(and(eq(strataUnits.strataPropertyId, bcs?.id ?? 0), eq(strataUnits.unitNumber, '101')));
    const unitUsers = await db()
      .select()
      .from(strataUnitUsers)
      .where(eq(strataUnitUsers.strataUnitId, unit101?.id ?? 0));
    expect(unitUsers.map((u) => [u.userId, u.strataUnitRole]).sort()).toEqual(
      [
        [t.seed.users.unitowner, 0],
        [t.seed.users.unitowner2, 1],
      ].sort(),
    );
    const [pad] = await db()
      .select()
      .from(preAuthorizedDebits)
      .where(eq(preAuthorizedDebits.strataUnitId, unit101?.id ?? 0));
    expect(pad?.padStatus).toBe('Active');
    const payments = await db()
      .select()
      .from(strataMonthlyPayments)
      .where(eq(strataMonthlyPayments.strataUnitId, unit101?.id ?? 0));
    const current = payments.filter((p) => !p.archived);
    expect(current).toHaveLength(1);
    expect(current[0]?.totalFees).toBe(447.5);
    const [primaryElsewhere] = await db()
      .select()
      .from(strataUnitUsers)
      .where(and(eq(strataUnitUsers.userId, t.seed.users.unitowner2), eq(strataUnitUsers.strataUnitRole, 0)));
    expect(primaryElsewhere?.strataUnitId).toBe(t.seed.strataUnits.eps305);
  });

  it('mails the pending invitation with its /authorize link', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev/mailbox?to=amelia.grant@example.ca' });
    expect(res.json()[0].links).toEqual([
      `http://portal.test/authorize?hash=${t.seed.invitations.bcs102.hash}`,
    ]);
  });

  it('does not seed twice', async () => {
    expect(await seedIfEmpty({ ...t.app.services, publicUrl: 'http://portal.test' })).toBeNull();
  });
});

describe('constraints', () => {
  const user = (userName: string, email: string) =>
    db().insert(users).values({
      userName,
      normalizedUserName: userName.toUpperCase(),
      email,
      normalizedEmail: email.toUpperCase(),
      passwordHash: 'x',
      roleName: 'Owner',
    });

  it('keeps usernames and emails unique regardless of case', async () => {
    expect(await failure(user('OWNER', 'someone.new@example.ca'))).toBe('23505');
    expect(await failure(user('someone-new', 'Margaret.Chen@EXAMPLE.ca'))).toBe('23505');
  });

  it('keeps unit and lot numbers unique per building, but not across buildings', async () => {
    const { bcs, eps } = t.seed.strataProperties;
    expect(
      await failure(
        db().insert(strataUnits).values({ strataPropertyId: bcs, unitNumber: '101', lotNumber: '77' }),
      ),
    ).toBe('23505');
    expect(
      await failure(
        db().insert(strataUnits).values({ strataPropertyId: bcs, unitNumber: '777', lotNumber: '1' }),
      ),
    ).toBe('23505');
    expect(
      await failure(
        db().insert(strataUnits).values({ strataPropertyId: eps, unitNumber: '101', lotNumber: '1' }),
      ),
    ).toBeUndefined();
  });

  it('allows one login per building and one current monthly payment per unit', async () => {
    expect(
      await failure(
        db()
          .update(strataProperties)
          .set({ propertyAdminId: t.seed.users.BCS1234 })
          .where(eq(strataProperties.id, t.seed.strataProperties.lms)),
      ),
    ).toBe('23505');
    expect(
      await failure(
        db()
          .insert(strataMonthlyPayments)
          .values({ strataUnitId: t.seed.strataUnits.bcs101, paymentStartDate: '2027-02-01', totalFees: 1 }),
      ),
    ).toBe('23505');
  });

  it('allows one primary user per unit', async () => {
    expect(
      await failure(
        db()
          .update(strataUnitUsers)
          .set({ strataUnitRole: 0 })
          .where(
            and(
              eq(strataUnitUsers.userId, t.seed.users.unitowner2),
              eq(strataUnitUsers.strataUnitId, t.seed.strataUnits.bcs101),
            ),
          ),
      ),
    ).toBe('23505');
  });

  it('refuses a document that belongs to neither a property nor an owner', async () => {
    const typeId = t.seed.documentTypes['Lease Agreement'] ?? 0;
    expect(
      await failure(db().insert(documents).values({ documentTypeId: typeId, fileName: 'x.pdf', title: 'x' })),
    ).toBe('23514');
  });
});
