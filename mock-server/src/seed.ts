// Demo data (first start, and the fixture of every server test): the accounts of issue 3, all with the password
// Portal#2026, and enough Metro Vancouver data that every screen has something to show.
import { count, sql } from 'drizzle-orm';
import { hashPassword } from './auth/passwords.ts';
import { newSecret, secretDigest } from './auth/secrets.ts';
import type { Db } from './db/client.ts';
import {
  documents,
  documentTypes,
  folders,
  listingImages,
  listings,
  ownerProfiles,
  preAuthorizedDebits,
  properties,
  type RoleName,
  strataAgents,
  strataDocumentCategories,
  strataDocuments,
  strataExtraPayments,
  strataMonthlyPayments,
  strataOwners,
  strataProperties,
  strataPropertyStaff,
  strataUnitDocumentCategories,
  strataUnitDocuments,
  strataUnits,
  strataUnitUserInvitations,
  strataUnitUsers,
  users,
} from './db/schema.ts';
import type { Mailer } from './mail/mailer.ts';
import { buildingPhoto, documentPdf, photoStyles } from './seed/files.ts';
import { type ScaleSeedCounts, seedScale } from './seed/scale.ts';
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
  /** What the large seed added (SEED_SCALE), or null without it. */
  scale: ScaleSeedCounts | null;
}

async function insertOne<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('seed: an insert returned no row');
  return row;
}

const paragraphs = {
  lease: [
    'This residential tenancy agreement is made under the Residential Tenancy Act of British Columbia between the landlord, represented by its property manager, and the tenants named in schedule A.',
    'The tenancy starts on the first day of the month and continues on a month-to-month basis. Rent is due on the first day of each month and includes water and heat.',
    'The security deposit is held in trust and returned within 15 days of the end of the tenancy, less any amounts agreed in writing.',
  ],
  inspection: [
    'Move-in condition inspection completed with the tenant present. Walls, floors and windows are in good condition; minor scuff on the bedroom door noted.',
    'Appliances tested: refrigerator, range, dishwasher, washer and dryer all in working order. Smoke alarms tested and working.',
  ],
  statement: [
    'Statement of rents collected and expenses paid for the period. Gross rent collected, less management fees, repairs and strata fees, was deposited to the owner account on the 15th.',
    'Year-to-date figures and the supporting invoices are available from the property manager on request.',
  ],
  letter: [
    'Thank you for your message about the renewal of the tenancy. The tenants have confirmed they wish to stay for another year.',
    'We recommend a rent increase within the annual limit set by the province and will prepare the notice for your approval.',
  ],
  bylaws: [
    'These bylaws are the consolidated bylaws of the strata corporation as registered at the Land Title Office, including all amendments passed at general meetings.',
    'An owner, tenant, occupant or visitor must not use a strata lot, the common property or common assets in a way that causes a nuisance or hazard to another person.',
  ],
  minutes: [
    'The annual general meeting was called to order at 7:00 pm with quorum present in person and by proxy.',
    'The 2027 operating budget was approved as presented. The council for the coming year was elected by acclamation.',
  ],
  notice: [
    'Please be advised that the domestic water supply will be shut off on the date above between 9:00 am and 1:00 pm for scheduled valve replacement.',
    'Please store water in advance and keep taps closed. We apologize for the inconvenience.',
  ],
};

/** Seeds the demo data when the database has no users yet; returns null when it already has data. */
export async function seedIfEmpty(services: {
  db: Db;
  storage: FileStorage;
  mail: Mailer;
  publicUrl: string;
  /** The large seed's size (SEED_SCALE), besides the demo data. */
  scale?: number;
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
}: {
  db: Db;
  storage: FileStorage;
  mail: Mailer;
  publicUrl: string;
  scale?: number;
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
    // ------------------------------------------------------------ accounts
    const account = (
      userName: string,
      roleName: RoleName,
      email: string,
      phoneNumber: string | null = null,
    ) =>
      insertOne(
        tx
          .insert(users)
          .values({
            userName,
            normalizedUserName: userName.toUpperCase(),
            email,
            normalizedEmail: email.toUpperCase(),
            passwordHash,
            roleName,
            phoneNumber,
          })
          .returning({ id: users.id }),
      ).then((r) => r.id);

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
      unitowner2: await account(
        'unitowner2',
        'Strata Unit Owner',
        'sophie.nguyen@example.ca',
        '778-555-0142',
      ),
      formerowner: await account('formerowner', 'Owner', 'harold.becker@example.ca', '604-555-0177'),
    };

    // ------------------------------------------------------------ rental: owners
    const profile = (values: typeof ownerProfiles.$inferInsert) =>
      insertOne(tx.insert(ownerProfiles).values(values).returning({ id: ownerProfiles.id })).then(
        (r) => r.id,
      );
    const profiles = {
      owner: await profile({
        userId: userIds.owner,
        name: 'Margaret Chen',
        address: '2150 West 41st Avenue',
        city: 'Vancouver',
        province: 'BC',
        postal: 'V6M 1Z6',
        phone: '604-555-0123',
        mobile: '604-555-0124',
      }),
      owner2: await profile({
        userId: userIds.owner2,
        name: 'Rajiv Sandhu',
        address: '7155 Kingsway',
        city: 'Burnaby',
        province: 'BC',
        postal: 'V5E 2V1',
        phone: '778-555-0188',
      }),
      archived: await profile({
        userId: userIds.formerowner,
        name: 'Harold Becker',
        address: '1320 Esquimalt Avenue',
        city: 'West Vancouver',
        province: 'BC',
        postal: 'V7T 1L1',
        phone: '604-555-0177',
        archived: true,
      }),
    };

    const documentTypeIds: Record<string, number> = {};
    for (const [name, appliesTo] of [
      ['Lease Agreement', 'property'],
      ['Inspection Report', 'property'],
      ['Tenancy Notice', 'property'],
      ['Insurance Certificate', 'property'],
      ['Financial Statements', 'owner'],
      ['Correspondence', 'owner'],
    ] as const) {
      documentTypeIds[name] = await insertOne(
        tx.insert(documentTypes).values({ name, appliesTo }).returning({ id: documentTypes.id }),
      ).then((r) => r.id);
    }

    // ------------------------------------------------------------ rental: properties and listings
    const property = (values: typeof properties.$inferInsert) =>
      insertOne(tx.insert(properties).values(values).returning({ id: properties.id })).then((r) => r.id);
    const common = {
      province: 'BC',
      countryId: 1,
      taxPaidBy: 'Owner',
      strataPaidBy: 'Owner',
      insurancePaidBy: 'Tenant',
    };
    const propertyIds = {
      owner: [
        await property({
          ...common,
          ownerId: profiles.owner,
          rmNumber: 'RM0011',
          contractType: 'RM',
          address: '1255 Harwood Street, Vancouver, BC V6E 1S5',
          street: '1255 Harwood Street',
          suite: '804',
          city: 'Vancouver',
          postal: 'V6E 1S5',
          areaId: 1,
          sqft: 720,
          bedroom: 1,
          den: 1,
          bathroom: 1,
          moveInFee: 200,
          moveOutFee: 200,
          moveInDeposit: 1275,
          strataPlan: 'VR1872',
          strataCompany: 'West End Strata Services Ltd.',
          strataAgent: 'Colleen Murray',
          strataPhone: '604-555-0190',
          strataEmail: 'cmurray@westendstrata.example.ca',
          strataAddress: '1030 Denman Street, Vancouver, BC V6G 2M6',
          locker: 'L-27',
          intercom: '804',
          parking: 'P2-14',
          parkingAvailable: true,
          numberOfParkingSpots: 1,
          longitude: -123.1362,
          latitude: 49.2829,
          gym: true,
          laundry: true,
          view: true,
          balcony: true,
          storage: true,
          oceanView: true,
        }),
        await property({
          ...common,
          ownerId: profiles.owner,
          rmNumber: 'RM0012',
          contractType: 'RM',
          address: '3338 Findlay Street, Vancouver, BC V5N 4E7',
          street: '3338 Findlay Street',
          city: 'Vancouver',
          postal: 'V5N 4E7',
          areaId: 1,
          sqft: 1860,
          bedroom: 3,
          bathroom: 2,
          halfWashroom: 1,
          insurancePaidBy: 'Owner',
          strataPaidBy: null,
          parking: 'Garage',
          parkingAvailable: true,
          numberOfParkingSpots: 2,
          longitude: -123.0701,
          latitude: 49.2553,
          laundry: true,
          centralHeating: true,
          garage: true,
          yard: true,
          deck: true,
        }),
      ] as [number, number],
      owner2: [
        await property({
          ...common,
          ownerId: profiles.owner2,
          rmNumber: 'RM0021',
          contractType: 'RM',
          address: '6088 Willingdon Avenue, Burnaby, BC V5H 4V1',
          street: '6088 Willingdon Avenue',
          suite: '1502',
          city: 'Burnaby',
          postal: 'V5H 4V1',
          areaId: 2,
          sqft: 865,
          bedroom: 2,
          bathroom: 2,
          moveInFee: 250,
          moveOutFee: 250,
          moveInDeposit: 1350,
          strataPlan: 'BCS3310',
          strataCompany: 'Kingsway Strata Management Ltd.',
          strataAgent: 'Priya Dhillon',
          strataPhone: '604-555-0147',
          strataEmail: 'pdhillon@kingswaystrata.example.ca',
          locker: 'L-112',
          intercom: '1502',
          parking: 'P1-45',
          parkingAvailable: true,
          numberOfParkingSpots: 1,
          longitude: -123.0016,
          latitude: 49.2277,
          pool: true,
          hottub: true,
          gym: true,
          entertainmentRoom: true,
          laundry: true,
          airConditioning: true,
          balcony: true,
          view: true,
        }),
        await property({
          ...common,
          ownerId: profiles.owner2,
          rmNumber: 'LU0021',
          contractType: 'LU',
          address: '8111 Saba Road, Richmond, BC V6Y 4B7',
          street: '8111 Saba Road',
          suite: '307',
          city: 'Richmond',
          postal: 'V6Y 4B7',
          areaId: 3,
          sqft: 610,
          bedroom: 0,
          bathroom: 1,
          longitude: -123.1352,
          latitude: 49.1699,
          laundry: true,
          electricWaterHeater: true,
        }),
      ] as [number, number],
      archived: await property({
        ...common,
        ownerId: profiles.archived,
        rmNumber: 'RM0031',
        contractType: 'RM',
        address: '1320 Esquimalt Avenue, West Vancouver, BC V7T 1L1',
        street: '1320 Esquimalt Avenue',
        suite: '401',
        city: 'West Vancouver',
        postal: 'V7T 1L1',
        sqft: 980,
        bedroom: 2,
        bathroom: 2,
        archived: true,
        archivedWithOwner: true,
        oceanView: true,
        view: true,
      }),
    };

    const listing = async (values: typeof listings.$inferInsert, images: number) => {
      const id = await insertOne(tx.insert(listings).values(values).returning({ id: listings.id })).then(
        (r) => r.id,
      );
      const imageIds: number[] = [];
      for (let sort = 0; sort < images; sort++) {
        const file = await image();
        const row = await insertOne(
          tx
            .insert(listingImages)
            .values({ listingId: id, ...file, fileName: `photo-${sort + 1}.png`, sort })
            .returning({ id: listingImages.id }),
        );
        imageIds.push(row.id);
      }
      return { id, imageIds };
    };
    const harwood = await listing(
      {
        propertyId: propertyIds.owner[0],
        description: 'West End one bedroom and den with ocean views',
        text: '<p>Bright corner suite steps from English Bay and Denman Street. In-suite laundry, one parking stall and a storage locker.</p>',
        price: 2550,
        deposit: 1275,
        furnished: false,
        moveInFee: true,
        moveInDeposit: true,
        numberOfParkingSpots: true,
      },
      3,
    );
    const findlay = await listing(
      {
        propertyId: propertyIds.owner[1],
        description: 'Family house near Trout Lake, three bedrooms',
        text: '<p>Renovated character house with a fenced yard, double garage and a large deck. Close to schools and the SkyTrain.</p>',
        price: 4200,
        deposit: 2100,
        numberOfParkingSpots: true,
      },
      2,
    );
    const archivedOfOwner = await listing(
      {
        propertyId: propertyIds.owner[0],
        description: 'West End one bedroom (2025 listing)',
        text: '<p>Rented in 2025.</p>',
        price: 2395,
        deposit: 1197.5,
        available: false,
        recentlyRented: true,
        archived: true,
      },
      1,
    );
    const willingdon = await listing(
      {
        propertyId: propertyIds.owner2[0],
        description: 'Metrotown two bedroom, two bath with amenities',
        text: '<p>High floor suite with a pool, hot tub and gym in the building. Walk to Metrotown and the Expo Line.</p>',
        price: 2900,
        deposit: 1450,
        furnished: true,
        moveInFee: true,
        moveOutFee: true,
      },
      2,
    );
    const saba = await listing(
      {
        propertyId: propertyIds.owner2[1],
        description: 'Richmond Centre studio',
        text: '<p>Efficient studio near Richmond Centre and the Canada Line.</p>',
        price: 1650.5,
        deposit: 825.25,
        available: false,
        recentlyRented: true,
      },
      1,
    );
    const ofArchivedProperty = await listing(
      {
        propertyId: propertyIds.archived,
        description: 'Ambleside two bedroom with ocean view',
        text: '<p>Archived with its property.</p>',
        price: 3300,
        deposit: 1650,
        archived: true,
        archivedWithProperty: true,
      },
      1,
    );

    await tx.insert(folders).values({ name: 'Insurance', propertyId: propertyIds.owner[0] });

    // ------------------------------------------------------------ rental: documents
    const rentalDocument = async (
      values: Omit<typeof documents.$inferInsert, 'path' | 'size' | 'contentType'>,
      text: string[],
    ) => {
      const file = await pdf('documents', values.title, values.documentDate ?? '', text);
      return insertOne(
        tx
          .insert(documents)
          .values({ ...values, ...file })
          .returning({ id: documents.id }),
      ).then((r) => r.id);
    };
    const type = (name: string) => {
      const id = documentTypeIds[name];
      if (id === undefined) throw new Error(`seed: no document type ${name}`);
      return id;
    };
    const documentIds = {
      ownerProperty: await rentalDocument(
        {
          propertyId: propertyIds.owner[0],
          documentTypeId: type('Lease Agreement'),
          title: 'Lease Agreement 2026',
          fileName: 'Lease-Agreement-2026.pdf',
          documentDate: '2026-02-01',
        },
        paragraphs.lease,
      ),
      ownerOwn: await rentalDocument(
        {
          ownerId: profiles.owner,
          documentTypeId: type('Financial Statements'),
          title: 'Owner Statement October 2026',
          fileName: 'Owner-Statement-2026-10.pdf',
          documentDate: '2026-10-31',
        },
        paragraphs.statement,
      ),
      owner2Property: await rentalDocument(
        {
          propertyId: propertyIds.owner2[0],
          documentTypeId: type('Inspection Report'),
          title: 'Move-in Inspection 1502',
          fileName: 'Move-in-Inspection-1502.pdf',
          documentDate: '2026-06-30',
        },
        paragraphs.inspection,
      ),
      owner2Own: await rentalDocument(
        {
          ownerId: profiles.owner2,
          documentTypeId: type('Correspondence'),
          title: 'Tenancy renewal letter',
          fileName: 'Tenancy-Renewal-Letter.pdf',
          documentDate: '2026-09-12',
        },
        paragraphs.letter,
      ),
    };
    await rentalDocument(
      {
        propertyId: propertyIds.owner[1],
        documentTypeId: type('Inspection Report'),
        title: 'Annual Inspection 2026',
        fileName: 'Annual-Inspection-2026.pdf',
        documentDate: '2026-04-18',
      },
      paragraphs.inspection,
    );
    await rentalDocument(
      {
        propertyId: propertyIds.owner2[1],
        documentTypeId: type('Tenancy Notice'),
        title: 'Notice of Rent Increase',
        fileName: 'Notice-of-Rent-Increase.pdf',
        documentDate: '2026-08-01',
      },
      paragraphs.letter,
    );
    await rentalDocument(
      {
        ownerId: profiles.archived,
        documentTypeId: type('Financial Statements'),
        title: 'Final Owner Statement 2025',
        fileName: 'Final-Owner-Statement-2025.pdf',
        documentDate: '2025-12-31',
      },
      paragraphs.statement,
    );

    // ------------------------------------------------------------ strata: agents and buildings
    const agent = (values: typeof strataAgents.$inferInsert) =>
      insertOne(tx.insert(strataAgents).values(values).returning({ id: strataAgents.id })).then((r) => r.id);
    const agents = {
      karen: await agent({ name: 'Karen Liu', phone: '604-555-0134', email: 'karen.liu@portal.example.ca' }),
      mark: await agent({
        name: 'Mark Bellamy',
        phone: '604-555-0135',
        email: 'mark.bellamy@portal.example.ca',
      }),
      priya: await agent({
        name: 'Priya Dhillon',
        phone: '604-555-0136',
        email: 'priya.dhillon@portal.example.ca',
      }),
      archived: await agent({
        name: 'Tom Fraser',
        phone: '604-555-0137',
        email: 'tom.fraser@portal.example.ca',
        archived: true,
      }),
    };

    const building = (values: typeof strataProperties.$inferInsert) =>
      insertOne(tx.insert(strataProperties).values(values).returning({ id: strataProperties.id })).then(
        (r) => r.id,
      );
    const buildings = {
      bcs: await building({
        buildingName: 'Bayshore Commons',
        strataPlanNumber: 'BCS1234',
        address: '1650 Bayshore Drive, Vancouver, BC V6G 3K2',
        street: '1650 Bayshore Drive',
        city: 'Vancouver',
        province: 'BC',
        postal: 'V6G 3K2',
        agentId: agents.karen,
        propertyAdminId: userIds.BCS1234,
        buildingManagerName: 'Greg Patterson',
        buildingManagerPhone: '604-555-0150',
      }),
      eps: await building({
        buildingName: 'Edmonds Park Square',
        strataPlanNumber: 'EPS5678',
        address: '7388 Kingsway, Burnaby, BC V3N 3C1',
        street: '7388 Kingsway',
        city: 'Burnaby',
        province: 'BC',
        postal: 'V3N 3C1',
        agentId: agents.mark,
        propertyAdminId: userIds.EPS5678,
        buildingManagerName: 'Tariq Hassan',
        buildingManagerPhone: '604-555-0151',
      }),
      lms: await building({
        buildingName: 'Lonsdale Quay Terraces',
        strataPlanNumber: 'LMS9012',
        address: '155 East 3rd Street, North Vancouver, BC V7L 1E6',
        street: '155 East 3rd Street',
        city: 'North Vancouver',
        province: 'BC',
        postal: 'V7L 1E6',
        agentId: agents.priya,
      }),
      archived: await building({
        buildingName: 'Queens Park Manor',
        strataPlanNumber: 'NWS3456',
        address: '228 Fourth Street, New Westminster, BC V3L 2V1',
        street: '228 Fourth Street',
        city: 'New Westminster',
        province: 'BC',
        postal: 'V3L 2V1',
        archived: true,
      }),
    };

    const unit = (strataPropertyId: number, unitNumber: string, lotNumber: string, archived = false) =>
      insertOne(
        tx
          .insert(strataUnits)
          .values({
            strataPropertyId,
            unitNumber,
            lotNumber,
            unitLocation: `Floor ${unitNumber.slice(0, -2) || '1'}`,
            archived,
          })
          .returning({ id: strataUnits.id }),
      ).then((r) => r.id);
    const units = {
      bcs101: await unit(buildings.bcs, '101', '1'),
      bcs102: await unit(buildings.bcs, '102', '2'),
      bcs201: await unit(buildings.bcs, '201', '5'),
      bcs202: await unit(buildings.bcs, '202', '6'),
      bcs301Archived: await unit(buildings.bcs, '301', '9', true),
      eps305: await unit(buildings.eps, '305', '12'),
      eps306: await unit(buildings.eps, '306', '13'),
      eps1204: await unit(buildings.eps, '1204', '40'),
      lms401: await unit(buildings.lms, '401', '22'),
    };

    await tx.insert(strataUnitUsers).values([
      {
        strataUnitId: units.bcs101,
        userId: userIds.unitowner,
        strataUnitRole: 0,
        firstName: 'Daniel',
        lastName: 'Okafor',
      },
      {
        strataUnitId: units.bcs101,
        userId: userIds.unitowner2,
        strataUnitRole: 1,
        firstName: 'Sophie',
        lastName: 'Nguyen',
      },
      {
        strataUnitId: units.eps305,
        userId: userIds.unitowner2,
        strataUnitRole: 0,
        firstName: 'Sophie',
        lastName: 'Nguyen',
      },
    ]);

    const owner = (values: typeof strataOwners.$inferInsert) =>
      insertOne(tx.insert(strataOwners).values(values).returning({ id: strataOwners.id })).then((r) => r.id);
    const owners = {
      bcs101: await owner({
        strataUnitId: units.bcs101,
        userId: userIds.unitowner,
        nameOnTitle: 'Daniel Okafor',
        addressLine1: '101-1650 Bayshore Drive',
        city: 'Vancouver',
        stateOrProvince: 'BC',
        country: 'Canada',
        postalCode: 'V6G 3K2',
        email: 'daniel.okafor@example.ca',
        isCurrent: true,
        pending: false,
        strataRole: 2,
      }),
      eps305: await owner({
        strataUnitId: units.eps305,
        userId: userIds.unitowner2,
        nameOnTitle: 'Sophie Nguyen',
        addressLine1: '305-7388 Kingsway',
        city: 'Burnaby',
        stateOrProvince: 'BC',
        country: 'Canada',
        postalCode: 'V3N 3C1',
        email: 'sophie.nguyen@example.ca',
        isCurrent: true,
        pending: false,
        strataRole: 2,
      }),
      bcs102Pending: await owner({
        strataUnitId: units.bcs102,
        nameOnTitle: 'Amelia Grant',
        addressLine1: '4420 West 10th Avenue',
        city: 'Vancouver',
        stateOrProvince: 'BC',
        country: 'Canada',
        postalCode: 'V6R 2H9',
        email: 'amelia.grant@example.ca',
        isCurrent: false,
        pending: true,
        strataRole: 2,
      }),
    };

    // A pending invitation, mailed, so /authorize can be tried from the development mailbox.
    const invitationHash = newSecret();
    const invitation = await insertOne(
      tx
        .insert(strataUnitUserInvitations)
        .values({
          strataUnitId: units.bcs102,
          strataOwnerId: owners.bcs102Pending,
          email: 'amelia.grant@example.ca',
          strataRole: 0,
          hashDigest: secretDigest(invitationHash),
          sentAt: new Date(),
        })
        .returning({ id: strataUnitUserInvitations.id }),
    );

    const pad = await insertOne(
      tx
        .insert(preAuthorizedDebits)
        .values({
          strataUnitId: units.bcs101,
          strataOwnerId: owners.bcs101,
          financialInstitutionName: 'Royal Bank of Canada',
          financialInstitutionAddress: '1025 West Georgia Street',
          financialInstitutionCity: 'Vancouver',
          financialInstitutionProvince: 'BC',
          bankTransitNumber: '01230',
          institutionNumber: '003',
          accountNumber: '5012345',
          accountHolderFirstAndLastName: 'Daniel Okafor',
          address: '101-1650 Bayshore Drive, Vancouver, BC',
          postalCode: 'V6G 3K2',
          padStatus: 'Active',
        })
        .returning({ id: preAuthorizedDebits.id }),
    );

    const archivedPayment = await insertOne(
      tx
        .insert(strataMonthlyPayments)
        .values({
          strataUnitId: units.bcs101,
          strataFees: 398,
          parkingFees: 25,
          otherFees: 0,
          totalFees: 423,
          paymentStartDate: '2026-01-01',
          archived: true,
        })
        .returning({ id: strataMonthlyPayments.id }),
    );
    const currentPayment = await insertOne(
      tx
        .insert(strataMonthlyPayments)
        .values({
          strataUnitId: units.bcs101,
          strataFees: 412.5,
          parkingFees: 25,
          otherFees: 10,
          totalFees: 447.5,
          paymentStartDate: '2027-01-01',
        })
        .returning({ id: strataMonthlyPayments.id }),
    );
    const extraPayment = await insertOne(
      tx
        .insert(strataExtraPayments)
        .values({
          strataUnitId: units.bcs101,
          preAuthorizedDebitId: pad.id,
          oneTimePayment: 1200,
          oneTimePaymentWithdrawDate: '2027-01-01',
          monthlyPayment1: 150,
          monthlyPayment1WithdrawDate: '2027-01-01',
          monthlyPayment2: 0,
          monthlyPayment2WithdrawDate: '2027-01-01',
          paymentStartDate: '2027-01-01',
          padStatus: 'Pending',
        })
        .returning({ id: strataExtraPayments.id }),
    );

    // ------------------------------------------------------------ strata: staff
    const weekdays =
      '9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,off,off';
    const bcsManager = await insertOne(
      tx
        .insert(strataPropertyStaff)
        .values({
          strataPropertyId: buildings.bcs,
          position: 'Building Manager',
          name: 'Greg Patterson',
          phone: '604-555-0150',
          email: 'greg.patterson@portal.example.ca',
          hours: weekdays,
        })
        .returning({ id: strataPropertyStaff.id }),
    );
    await tx.insert(strataPropertyStaff).values({
      strataPropertyId: buildings.bcs,
      position: 'Concierge',
      name: 'Ana Ramos',
      phone: '604-555-0152',
      email: 'ana.ramos@portal.example.ca',
      hours:
        '7:00 am - 3:00 pm,7:00 am - 3:00 pm,7:00 am - 3:00 pm,7:00 am - 3:00 pm,7:00 am - 3:00 pm,10:00 am - 4:00 pm,off',
    });
    const epsSupervisor = await insertOne(
      tx
        .insert(strataPropertyStaff)
        .values({
          strataPropertyId: buildings.eps,
          position: 'Building Supervisor',
          name: 'Tariq Hassan',
          phone: '604-555-0151',
          email: 'tariq.hassan@portal.example.ca',
          hours: weekdays,
        })
        .returning({ id: strataPropertyStaff.id }),
    );
    await tx.insert(strataPropertyStaff).values({
      strataPropertyId: buildings.eps,
      position: 'Cleaner',
      name: 'Lucy Wong',
      phone: '604-555-0153',
      email: 'lucy.wong@portal.example.ca',
      hours: 'off,8:00 am - 12:00 pm,off,8:00 am - 12:00 pm,off,8:00 am - 12:00 pm,off',
    });

    // ------------------------------------------------------------ strata: documents
    const categoryIds: Record<string, number> = {};
    for (const name of ['Bylaws', 'Minutes', 'Financial Statements', 'Insurance', 'Notices']) {
      categoryIds[name] = await insertOne(
        tx.insert(strataDocumentCategories).values({ name }).returning({ id: strataDocumentCategories.id }),
      ).then((r) => r.id);
    }
    categoryIds['Bayshore Renovations'] = await insertOne(
      tx
        .insert(strataDocumentCategories)
        .values({ name: 'Renovations', strataPropertyId: buildings.bcs })
        .returning({ id: strataDocumentCategories.id }),
    ).then((r) => r.id);
    const unitCategoryIds: Record<string, number> = {};
    for (const name of ['General', 'Correspondence', 'Forms']) {
      unitCategoryIds[name] = await insertOne(
        tx
          .insert(strataUnitDocumentCategories)
          .values({ name })
          .returning({ id: strataUnitDocumentCategories.id }),
      ).then((r) => r.id);
    }
    const category = (name: string) => {
      const id = categoryIds[name];
      if (id === undefined) throw new Error(`seed: no category ${name}`);
      return id;
    };
    const unitCategory = (name: string) => {
      const id = unitCategoryIds[name];
      if (id === undefined) throw new Error(`seed: no unit category ${name}`);
      return id;
    };

    const strataDocument = async (
      values: Omit<typeof strataDocuments.$inferInsert, 'path' | 'size' | 'contentType'>,
      text: string[],
    ) => {
      const file = await pdf('strata-documents', values.title, values.description ?? '', text);
      return insertOne(
        tx
          .insert(strataDocuments)
          .values({ ...values, ...file })
          .returning({ id: strataDocuments.id }),
      ).then((r) => r.id);
    };
    const bcsBylaws = await strataDocument(
      {
        strataPropertyId: buildings.bcs,
        strataDocumentCategoryId: category('Bylaws'),
        title: 'Consolidated Bylaws',
        fileName: 'BCS1234-Consolidated-Bylaws.pdf',
        documentDate: '2025-03-14',
        description: 'Bylaws as amended at the 2025 AGM',
      },
      paragraphs.bylaws,
    );
    await strataDocument(
      {
        strataPropertyId: buildings.bcs,
        strataDocumentCategoryId: category('Minutes'),
        title: 'AGM Minutes 2026',
        fileName: 'BCS1234-AGM-Minutes-2026.pdf',
        documentDate: '2026-03-19',
        description: 'Annual general meeting',
      },
      paragraphs.minutes,
    );
    await strataDocument(
      {
        strataPropertyId: buildings.bcs,
        strataDocumentCategoryId: category('Financial Statements'),
        title: 'Operating Budget 2027',
        fileName: 'BCS1234-Operating-Budget-2027.pdf',
        documentDate: '2026-10-01',
        description: 'Approved budget',
      },
      paragraphs.statement,
    );
    await strataDocument(
      {
        strataPropertyId: buildings.bcs,
        strataDocumentCategoryId: category('Insurance'),
        title: 'Insurance Certificate 2026-2027',
        fileName: 'BCS1234-Insurance-Certificate.pdf',
        documentDate: '2026-07-01',
        description: null,
      },
      paragraphs.statement,
    );
    await strataDocument(
      {
        strataPropertyId: buildings.bcs,
        strataDocumentCategoryId: category('Notices'),
        title: 'Water Shut-off Notice',
        fileName: 'BCS1234-Water-Shutoff-Notice.pdf',
        documentDate: '2026-11-28',
        description: 'Valve replacement',
      },
      paragraphs.notice,
    );
    await strataDocument(
      {
        strataPropertyId: buildings.bcs,
        strataDocumentCategoryId: category('Bayshore Renovations'),
        title: 'Lobby Renovation Plan',
        fileName: 'BCS1234-Lobby-Renovation.pdf',
        documentDate: '2026-05-05',
        description: null,
      },
      paragraphs.notice,
    );
    const bcsArchived = await strataDocument(
      {
        strataPropertyId: buildings.bcs,
        strataDocumentCategoryId: category('Minutes'),
        title: 'AGM Minutes 2024',
        fileName: 'BCS1234-AGM-Minutes-2024.pdf',
        documentDate: '2024-03-21',
        description: null,
        archived: true,
      },
      paragraphs.minutes,
    );
    const epsBylaws = await strataDocument(
      {
        strataPropertyId: buildings.eps,
        strataDocumentCategoryId: category('Bylaws'),
        title: 'Bylaws',
        fileName: 'EPS5678-Bylaws.pdf',
        documentDate: '2024-11-02',
        description: null,
      },
      paragraphs.bylaws,
    );
    await strataDocument(
      {
        strataPropertyId: buildings.eps,
        strataDocumentCategoryId: category('Minutes'),
        title: 'Council Meeting Minutes, October 2026',
        fileName: 'EPS5678-Council-Minutes-2026-10.pdf',
        documentDate: '2026-10-15',
        description: null,
      },
      paragraphs.minutes,
    );
    await strataDocument(
      {
        strataPropertyId: buildings.eps,
        strataDocumentCategoryId: category('Notices'),
        title: 'Elevator Maintenance Notice',
        fileName: 'EPS5678-Elevator-Maintenance.pdf',
        documentDate: '2026-11-10',
        description: null,
      },
      paragraphs.notice,
    );

    const unitDocument = async (
      values: Omit<typeof strataUnitDocuments.$inferInsert, 'path' | 'size' | 'contentType'>,
      text: string[],
    ) => {
      const file = await pdf(
        values.archived ? 'archived/unit-documents' : 'unit-documents',
        values.title,
        values.description ?? '',
        text,
      );
      return insertOne(
        tx
          .insert(strataUnitDocuments)
          .values({ ...values, ...file })
          .returning({ id: strataUnitDocuments.id }),
      ).then((r) => r.id);
    };
    const unitDocs = {
      bcs101: await unitDocument(
        {
          strataUnitId: units.bcs101,
          strataUnitDocumentCategoryId: unitCategory('General'),
          title: 'Move-in Inspection',
          fileName: 'Unit-101-Move-in-Inspection.pdf',
          documentDate: '2024-08-01',
          description: null,
        },
        paragraphs.inspection,
      ),
      eps305: await unitDocument(
        {
          strataUnitId: units.eps305,
          strataUnitDocumentCategoryId: unitCategory('Correspondence'),
          title: 'Parking Stall Assignment',
          fileName: 'Unit-305-Parking-Stall.pdf',
          documentDate: '2026-02-11',
          description: 'Stall P2-31',
        },
        paragraphs.letter,
      ),
      bcs101Archived: await unitDocument(
        {
          strataUnitId: units.bcs101,
          strataUnitDocumentCategoryId: unitCategory('Correspondence'),
          title: 'Noise Complaint Response 2025',
          fileName: 'Unit-101-Noise-Complaint-2025.pdf',
          documentDate: '2025-06-03',
          description: null,
          archived: true,
        },
        paragraphs.letter,
      ),
    };
    await unitDocument(
      {
        strataUnitId: units.bcs101,
        strataUnitDocumentCategoryId: unitCategory('Correspondence'),
        title: 'Parking Stall Assignment',
        fileName: 'Unit-101-Parking-Stall.pdf',
        documentDate: '2024-08-05',
        description: 'Stall P1-08',
      },
      paragraphs.letter,
    );

    // The large seed, in the same transaction: a start that fails half way leaves an empty database to seed again.
    const scaled = scale > 0 ? await seedScale(tx, { n: scale, passwordHash, storage }) : null;

    return {
      scale: scaled,
      users: userIds,
      ownerProfiles: profiles,
      properties: propertyIds,
      listings: {
        owner: [harwood.id, findlay.id],
        owner2: [willingdon.id, saba.id],
        archivedOfOwner: archivedOfOwner.id,
        ofArchivedProperty: ofArchivedProperty.id,
      },
      listingImages: {
        owner: [...harwood.imageIds, ...findlay.imageIds],
        owner2: [...willingdon.imageIds, ...saba.imageIds],
      },
      documents: documentIds,
      documentTypes: documentTypeIds,
      strataAgents: agents,
      strataProperties: buildings,
      strataUnits: units,
      strataOwners: owners,
      invitations: { bcs102: { id: invitation.id, hash: invitationHash } },
      preAuthorizedDebits: { bcs101: pad.id },
      monthlyPayments: { bcs101Current: currentPayment.id, bcs101Archived: archivedPayment.id },
      extraPayments: { bcs101: extraPayment.id },
      strataDocumentCategories: categoryIds,
      strataUnitDocumentCategories: unitCategoryIds,
      strataDocuments: { bcsBylaws, bcsArchived, epsBylaws },
      strataUnitDocuments: unitDocs,
      staff: { bcsManager: bcsManager.id, epsSupervisor: epsSupervisor.id },
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
