// Demo data (first start, and the fixture of every server test): the demo accounts, all with the password
// Portal#2026, and enough Metro Vancouver data that every screen has something to show.
import { count, sql } from 'drizzle-orm';
import { hashPassword } from './auth/passwords.ts';
import { companyHolidays, companyTimeZone } from './config.ts';
import type { Db } from './db/client.ts';
import { type RoleName, users } from './db/schema.ts';
import type { Mailer } from './mail/mailer.ts';
import { seedAccounts } from './seed/accounts.ts';
import { type SeededAnnouncements, seedAnnouncements } from './seed/announcements.ts';
import type { SeedContext } from './seed/context.ts';
import { buildingPhoto, documentPdf, photoStyles } from './seed/files.ts';
import { seedNotifications } from './seed/notifications.ts';
import { seedRentalDocuments, seedRentalOwners } from './seed/rental.ts';
import { seedRentalProperties } from './seed/rental-properties.ts';
import { type ScaleSeedCounts, seedScale } from './seed/scale.ts';
import { seedServiceRequests } from './seed/service-requests.ts';
import { seedStrataRecords } from './seed/strata.ts';
import { seedStrataDocuments, seedStrataStaff } from './seed/strata-documents.ts';
import type { HolidayCalendar } from './services/holidays.ts';
import type { FileStorage, StorageArea } from './storage/file-storage.ts';

export const demoPassword = 'Portal#2026';

export const demoAccounts = [
  { userName: 'superadmin', roleName: 'Super Administrator', portal: 'both', about: 'both admin areas' },
  { userName: 'admin', roleName: 'Administrator', portal: 'residential', about: 'rental administration' },
  { userName: 'owner', roleName: 'Owner', portal: 'residential', about: 'Margaret Chen, two properties' },
  { userName: 'owner2', roleName: 'Owner', portal: 'residential', about: 'Rajiv Sandhu, two properties' },
  {
    userName: 'strataadmin',
    roleName: 'Strata Administrator',
    portal: 'strata',
    about: 'strata administration',
  },
  { userName: 'BCS1234', roleName: 'Strata Owner', portal: 'strata', about: 'login of Bayshore Commons' },
  { userName: 'EPS5678', roleName: 'Strata Owner', portal: 'strata', about: 'login of Edmonds Park Square' },
  {
    userName: 'unitowner',
    roleName: 'Strata Unit Owner',
    portal: 'strata',
    about: 'primary of unit 101, BCS1234',
  },
  {
    userName: 'unitowner2',
    roleName: 'Strata Unit Owner',
    portal: 'strata',
    about: 'secondary of unit 101 (BCS1234), primary of unit 305 (EPS5678)',
  },
] as const satisfies readonly { userName: string; roleName: RoleName; portal: string; about: string }[];

export type DemoAccount = (typeof demoAccounts)[number]['userName'];

/** Ids of the seeded records tests refer to. */
export interface SeedResult {
  users: Record<DemoAccount | 'formerowner', number>;
  ownerProfiles: { owner: number; owner2: number; archived: number };
  properties: { owner: [number, number]; owner2: [number, number]; archived: number };
  listings: {
    owner: [number, number];
    owner2: [number, number];
    archivedOfOwner: number;
    ofArchivedProperty: number;
  };
  listingImages: { owner: number[]; owner2: number[] };
  documents: { ownerProperty: number; ownerOwn: number; owner2Property: number; owner2Own: number };
  documentTypes: Record<string, number>;
  strataAgents: { karen: number; mark: number; priya: number; archived: number };
  strataProperties: { bcs: number; eps: number; lms: number; archived: number };
  strataUnits: {
    bcs101: number;
    bcs102: number;
    bcs201: number;
    bcs202: number;
    bcs301Archived: number;
    eps305: number;
    eps306: number;
    eps1204: number;
    lms401: number;
  };
  strataOwners: { bcs101: number; eps305: number; bcs102Pending: number };
  invitations: { bcs102: { id: number; hash: string } };
  preAuthorizedDebits: { bcs101: number };
  monthlyPayments: { bcs101Current: number; bcs101Archived: number };
  extraPayments: { bcs101: number };
  strataDocumentCategories: Record<string, number>;
  strataUnitDocumentCategories: Record<string, number>;
  strataDocuments: { bcsBylaws: number; bcsArchived: number; epsBylaws: number };
  strataUnitDocuments: { bcs101: number; eps305: number; bcs101Archived: number };
  staff: { bcsManager: number; epsSupervisor: number };
  serviceRequests: {
    bcs101: number;
    bcsCommon: number;
    bcs102: number;
    eps305: number;
    epsCommon: number;
    bcs101Closed: number;
    ownerRental: number;
    owner2Rental: number;
  };
  serviceRequestAttachments: { bcs101: number; eps305: number; ownerRental: number; owner2Rental: number };
  /** Each demo account's seeded notification. */
  notifications: Record<string, number>;
  /** The demo's announcements: one per building, one to every building, one to the rental owners, one archived. */
  announcements: SeededAnnouncements;
  /** What the large seed added (SEED_SCALE), or null without it. */
  scale: ScaleSeedCounts | null;
}

/** Seeds the demo data when the database has no users yet; returns null when it already has data. */
export async function seedIfEmpty(services: {
  db: Db;
  storage: FileStorage;
  mail: Mailer;
  publicUrl: string;
  /** The large seed's size (SEED_SCALE), besides the demo data. */
  scale?: number;
  /** The company's time zone and holidays (the requests' target times); the defaults when not given. */
  timeZone?: string;
  holidays?: HolidayCalendar;
}) {
  const [row] = await services.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  return seedDemoData(services);
}

export async function seedDemoData({
  db,
  storage,
  mail,
  publicUrl,
  scale = 0,
  timeZone,
  holidays,
}: {
  db: Db;
  storage: FileStorage;
  mail: Mailer;
  publicUrl: string;
  scale?: number;
  timeZone?: string;
  holidays?: HolidayCalendar;
}): Promise<SeedResult> {
  // One hash for every demo account (they share the published demo password anyway); argon2 is slow on purpose.
  const passwordHash = await hashPassword(demoPassword);
  const pdf = async (area: StorageArea, title: string, subtitle: string, text: string[]) => {
    const stored = await storage.put(area, await documentPdf(title, subtitle, text), 'pdf');
    return { path: stored.key, size: stored.size, contentType: 'application/pdf' };
  };
  let photo = 0;
  const image = async () => {
    const style = photoStyles[photo % photoStyles.length] ?? photoStyles[0];
    photo++;
    if (!style) throw new Error('seed: no photo styles');
    const bytes = buildingPhoto(style);
    const stored = await storage.put('listing-images', bytes, 'png');
    return { originalPath: stored.key, size: stored.size, contentType: 'image/png' };
  };

  const seeded = await db.transaction(async (tx) => {
    const ctx: SeedContext = { tx, passwordHash, pdf, image };
    const userIds = await seedAccounts(ctx);
    const { profiles, documentTypeIds } = await seedRentalOwners(ctx, userIds);
    const { propertyIds, listings, listingImages } = await seedRentalProperties(ctx, profiles);
    const documentIds = await seedRentalDocuments(ctx, { profiles, documentTypeIds, propertyIds });
    const strata = await seedStrataRecords(ctx, userIds);
    const staff = await seedStrataStaff(ctx, strata.strataProperties);
    const strataDocuments = await seedStrataDocuments(ctx, {
      buildings: strata.strataProperties,
      units: strata.strataUnits,
    });
    const requests = await seedServiceRequests(tx, {
      users: userIds,
      units: strata.strataUnits,
      buildings: strata.strataProperties,
      properties: { owner: propertyIds.owner[0], owner2: propertyIds.owner2[0] },
      timeZone: companyTimeZone({ timeZone }),
      holidays: companyHolidays({ holidays }),
      photo: async () => {
        const style = photoStyles[photo++ % photoStyles.length] ?? photoStyles[0];
        if (!style) throw new Error('seed: no photo styles');
        return storage.put('service-request-files', buildingPhoto(style, 240, 160), 'png');
      },
    });

    const seededNotifications = await seedNotifications(tx, {
      users: userIds,
      properties: { owner: propertyIds.owner[0], owner2: propertyIds.owner2[0] },
      buildings: strata.strataProperties,
      units: strata.strataUnits,
      requests: requests.serviceRequests,
    });

    const seededAnnouncements = await seedAnnouncements(ctx, {
      users: userIds,
      buildings: strata.strataProperties,
    });

    // The large seed, in the same transaction: a start that fails half way leaves an empty database to seed again.
    const scaled = scale > 0 ? await seedScale(tx, { n: scale, passwordHash, storage }) : null;

    return {
      scale: scaled,
      users: userIds,
      ownerProfiles: profiles,
      properties: propertyIds,
      listings,
      listingImages,
      documents: documentIds,
      documentTypes: documentTypeIds,
      ...strata,
      ...strataDocuments,
      staff,
      ...requests,
      notifications: seededNotifications,
      announcements: seededAnnouncements,
    } satisfies SeedResult;
  });

  // A large seed leaves the planner without statistics (PGlite has no autovacuum; PostgreSQL's comes a minute later),
  // and without them it would guess how selective a search or a filter is; the vacuum also marks the pages all-visible,
  // so a deep page's ids come from its sort index alone.
  if (scale > 0) await db.execute(sql`vacuum analyze`);
  // After the commit: the mailer writes the outbox outside this transaction (PGlite runs one at a time).
  await mail.send({
    to: 'amelia.grant@example.ca',
    subject: 'Claim your unit at Bayshore Commons',
    text: `Hello Amelia Grant,\n\nYou are invited to the owner portal of Bayshore Commons (strata plan BCS1234), unit 102.\nFollow this link to confirm your ownership and create your account:\n${publicUrl}/authorize?hash=${seeded.invitations.bcs102.hash}\n`,
  });
  return seeded;
}
