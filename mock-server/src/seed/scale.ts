// The large seed (SEED_SCALE=N, issue 11 item 1): besides the demo data, the size of a real company, so paging,
// sorting, search and the server's cost per request can be tried and measured.
//
//   rental: N owners (an account and an owner profile each) with one property each; a tenth of the properties have a
//           listing with images, another tenth are archived, one in twenty has a lease on file.
//   strata: 20 buildings (one holding a fifth of the units: 2,000 at N = 10,000), each with its own login; N units,
//           each with a current owner (an account, the unit's primary user and its owner record); one unit in ten
//           has a tenant (an account too), one in fifty a document; two documents per building.
//
// Every row is generated here, deterministically from its number (the same N seeds the same data), and written
// set-based: chunks of a few thousand rows per statement (db/bulk.ts), with ids chosen here above the table's
// highest (so rows can refer to each other without reading ids back) and the identity sequences moved past them.
// Every account shares one argon2 hash (the demo password), hashed once by the caller. Files are small and shared in
// content but stored under their own keys, since deleting a record deletes its file.
import { sql } from 'drizzle-orm';
import { type BulkColumn, insertRows } from '../db/bulk.ts';
import type { Tx } from '../db/client.ts';
import { gazetteer, type StreetSegment } from '../geocoder/gazetteer-data.ts';
import type { FileStorage, StorageArea } from '../storage/file-storage.ts';
import { buildingPhoto, documentPdf, photoStyles } from './files.ts';

/** Buildings the strata units are spread over. */
export const scaleBuildings = 20;

// ---------------------------------------------------------------- names

// biome-ignore format: a table, ten to a line
const firstNames = [
  'Aria', 'Liam', 'Olivia', 'Noah', 'Emma', 'Ethan', 'Ava', 'Lucas', 'Sophia', 'Mason',
  'Isabella', 'Logan', 'Mia', 'Benjamin', 'Charlotte', 'Jacob', 'Harper', 'William', 'Evelyn', 'James',
  'Abigail', 'Alexander', 'Emily', 'Daniel', 'Ella', 'Henry', 'Chloe', 'Owen', 'Grace', 'Samuel',
  'Hannah', 'Nathan', 'Zoe', 'Ryan', 'Leah', 'Jack', 'Nora', 'Arjun', 'Priya', 'Ravi',
  'Anika', 'Harjit', 'Simran', 'Manpreet', 'Gurpreet', 'Wei', 'Mei', 'Jun', 'Xin', 'Hao',
  'Li', 'Yuki', 'Hiroshi', 'Sakura', 'Kenji', 'Min-jun', 'Ji-woo', 'Seo-yeon', 'Minh', 'Linh',
  'Thanh', 'Mateo', 'Sofia', 'Diego', 'Camila', 'Santiago', 'Valentina', 'Omar', 'Layla', 'Yusuf',
  'Fatima', 'Ali', 'Zara', 'Reza', 'Parisa', 'Darius', 'Nasrin', 'Kwame', 'Ama', 'Chidi',
  'Ngozi', 'Tariq', 'Amira', 'Marco', 'Giulia', 'Luca', 'Elena', 'Pierre', 'Camille', 'Jean',
  'Sven', 'Ingrid', 'Aleksandr', 'Natalia', 'Pavel', 'Irina', 'Connor', 'Siobhan', 'Declan', 'Maeve',
];

// biome-ignore format: a table, ten to a line
const lastNames = [
  'Grant', 'Chen', 'Wong', 'Li', 'Singh', 'Sandhu', 'Gill', 'Dhillon', 'Sidhu', 'Brar',
  'Smith', 'Brown', 'Tremblay', 'Martin', 'Roy', 'Wilson', 'MacDonald', 'Taylor', 'Campbell', 'Anderson',
  'Thompson', 'Johnson', 'Lee', 'White', 'Clarke', 'Wright', 'Walker', 'Young', 'King', 'Scott',
  'Nguyen', 'Tran', 'Pham', 'Le', 'Kim', 'Park', 'Choi', 'Tanaka', 'Sato', 'Suzuki',
  'Zhang', 'Wang', 'Liu', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Lin', 'Ho', 'Chan',
  'Patel', 'Shah', 'Sharma', 'Gupta', 'Kumar', 'Rahman', 'Khan', 'Hussain', 'Ahmadi', 'Hosseini',
  'Garcia', 'Rodriguez', 'Martinez', 'Lopez', 'Hernandez', 'Gonzalez', 'Silva', 'Santos', 'Rossi', 'Russo',
  'Romano', 'Dubois', 'Lefebvre', 'Moreau', 'Muller', 'Schmidt', 'Fischer', 'Jensen', 'Larsen', 'Nilsson',
  'Ivanov', 'Petrov', 'Kowalski', 'Novak', "O'Brien", 'Murphy', 'Kelly', 'Byrne', 'Fraser', 'Stewart',
  'Okafor', 'Mensah', 'Adeyemi', 'Haile', 'Abebe', 'Begum', 'Costa', 'Fernandes', 'Bergstrom', 'McLeod',
];

const middleInitials = 'ABCDEFGHJKLMNPRSTW';

export interface Person {
  first: string;
  last: string;
  /** "Amelia Grant", or "Amelia B. Grant" past the 10,000 first-and-last pairs. */
  name: string;
}

/**
 * The n-th person (0-based) of a population: distinct for every n (each first and last name pair once, then again
 * with each middle initial). `salt` shifts the order so two populations do not start with the same people.
 */
export function person(n: number, salt = 0): Person {
  const pairs = firstNames.length * lastNames.length;
  const k = (n + salt * 3571) % pairs;
  const first = firstNames[k % firstNames.length] ?? 'Alex';
  // Consecutive people get different last names too; (k mod 100, (k div 100 + k) mod 100) is one-to-one.
  const last = lastNames[(Math.floor(k / firstNames.length) + k) % lastNames.length] ?? 'Smith';
  const round = Math.floor((n + salt * 3571) / pairs);
  const middle = round > 0 ? `${middleInitials[(round - 1) % middleInitials.length]}. ` : '';
  return { first, last, name: `${first} ${middle}${last}` };
}

const plain = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** The sign-in name of the i-th (1-based) large-seed rental owner, e.g. `agrant1`; password the demo password. */
export function scaleOwnerUserName(i: number): string {
  const p = person(i - 1);
  return `${plain(p.first).slice(0, 1)}${plain(p.last)}${i}`;
}

/** The sign-in name of the owner of the i-th (1-based) large-seed strata unit. */
export function scaleUnitOwnerUserName(i: number): string {
  const p = person(i - 1, 1);
  return `${plain(p.first)}.${plain(p.last)}${i}`;
}

const mailDomains = ['example.com', 'example.ca', 'example.net', 'example.org'];

function email(p: Person, n: number): string {
  return `${plain(p.first)}.${plain(p.last)}${n}@${mailDomains[n % mailDomains.length]}`;
}

// ---------------------------------------------------------------- addresses

/** A small deterministic hash of an integer (for varied but repeatable choices). */
function mix(n: number, salt: number): number {
  let x = (n * 2654435761 + salt * 40503) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 2246822519) >>> 0;
  x ^= x >>> 13;
  return x >>> 0;
}

const postalLetters = 'ABCEGHJKLMNPRSTVWXYZ';

interface Address {
  street: string;
  city: string;
  postal: string;
  latitude: number;
  longitude: number;
}

/**
 * A real street of a served city (the geocoder's gazetteer), a house number in its range and a postal code with the
 * street's real prefix. Consecutive n walk the segments first, then the numbers, so addresses rarely repeat.
 */
function address(n: number, salt: number): Address {
  const segments: readonly StreetSegment[] = gazetteer;
  const segment = segments[(n + salt * 101) % segments.length] as StreetSegment;
  const span = Math.max(1, Math.floor((segment.to - segment.from) / 2));
  const step = Math.floor((n + salt * 101) / segments.length);
  const number = segment.from + ((step * 38 + (mix(n, salt) % 19)) % span) * 2;
  const fraction = (number - segment.from) / Math.max(1, segment.to - segment.from);
  const h = mix(n, salt + 7);
  const postal = `${segment.fsa} ${h % 10}${postalLetters[(h >>> 4) % postalLetters.length]}${(h >>> 9) % 10}`;
  return {
    street: `${number} ${segment.street}`,
    city: segment.city,
    postal,
    latitude: Number((segment.start[0] + (segment.end[0] - segment.start[0]) * fraction).toFixed(6)),
    longitude: Number((segment.start[1] + (segment.end[1] - segment.start[1]) * fraction).toFixed(6)),
  };
}

const areaOfCity: Record<string, number> = {
  Vancouver: 1,
  Burnaby: 2,
  Richmond: 3,
  'North Vancouver': 4,
  'West Vancouver': 5,
  'New Westminster': 6,
  Coquitlam: 7,
  'Port Moody': 8,
  Surrey: 9,
  Delta: 10,
};

const areaCodes = ['604', '778', '236'];

function phone(n: number, salt: number): string {
  const h = mix(n, salt);
  return `${areaCodes[h % areaCodes.length]}-555-${String(1000 + ((h >>> 3) % 9000))}`;
}

// ---------------------------------------------------------------- buildings

// biome-ignore format: a table, ten to a line
const buildingNames = [
  'Harbourview Towers', 'Cedar Ridge Estates', 'Metrotown Gardens', 'Brentwood Heights', 'Lougheed Place',
  'Quayside Residences', 'Kitsilano Courtyard', 'Fraser Landing', 'Lonsdale Pointe', 'Mount Pleasant Lofts',
  'Coal Harbour Crest', 'Steveston Wharf', 'Guildford Commons', 'Ladner Village', 'Inlet Terraces',
  'Burquitlam Park', 'Sapperton Square', 'Ambleside Manor', 'Oakridge Vista', 'Granville Crossing',
];
const planPrefixes: Record<string, string> = {
  Vancouver: 'VAS',
  Burnaby: 'BCS',
  Richmond: 'LMS',
  'North Vancouver': 'LMS',
  'West Vancouver': 'VAS',
  'New Westminster': 'NWS',
  Coquitlam: 'EPS',
  'Port Moody': 'EPS',
  Surrey: 'NWS',
  Delta: 'LMS',
};

// ---------------------------------------------------------------- writing

/** Rows per statement: a few MB of JSON at most. */
const chunkRows = 2500;

async function insertChunks(
  tx: Tx,
  table: string,
  columns: readonly BulkColumn[],
  rows: Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkRows) {
    await insertRows(tx, table, columns, rows.slice(start, start + chunkRows));
  }
}

async function highestId(tx: Tx, table: string): Promise<number> {
  const result = (await tx.execute(
    sql`select coalesce(max(id), 0)::int as id from ${sql.raw(`"${table}"`)}`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows[0]?.id ?? 0;
}

/** Moves an identity sequence past the ids written here, so the next insert without an id does not collide. */
async function moveSequence(tx: Tx, table: string): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), (select coalesce(max(id), 1) from ${sql.raw(`"${table}"`)}))`,
  );
}

/** Stores `count` copies of a file under their own keys, a few at a time. */
async function storeCopies(
  storage: FileStorage,
  area: StorageArea,
  count: number,
  bytes: (i: number) => Uint8Array,
  extension: string,
): Promise<{ key: string; size: number }[]> {
  const stored: { key: string; size: number }[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      stored[i] = await storage.put(area, bytes(i), extension);
    }
  };
  await Promise.all(Array.from({ length: Math.min(16, count) }, worker));
  return stored;
}

export interface ScaleSeedCounts {
  owners: number;
  properties: number;
  listings: number;
  listingImages: number;
  buildings: number;
  units: number;
  tenants: number;
  documents: number;
}

const contractTypeCycle = ['RM', 'RM', 'RM', 'CM', 'LU', 'RB'] as const;
const paidBy = ['Owner', 'Tenant'] as const;

/**
 * Writes the large seed inside the demo seed's transaction. Needs the demo data's document types and strata
 * document categories (looked up by name).
 */
export async function seedScale(
  tx: Tx,
  { n, passwordHash, storage }: { n: number; passwordHash: string; storage: FileStorage },
): Promise<ScaleSeedCounts> {
  const base = {
    users: await highestId(tx, 'users'),
    ownerProfiles: await highestId(tx, 'owner_profiles'),
    properties: await highestId(tx, 'properties'),
    listings: await highestId(tx, 'listings'),
    strataAgents: await highestId(tx, 'strata_agents'),
    strataProperties: await highestId(tx, 'strata_properties'),
    strataUnits: await highestId(tx, 'strata_units'),
    strataOwners: await highestId(tx, 'strata_owners'),
  };
  const lookup = async (query: ReturnType<typeof sql>) =>
    ((await tx.execute(query)) as unknown as { rows: { id: number; name: string }[] }).rows;
  const documentTypes = new Map(
    (await lookup(sql`select id, name from document_types`)).map((r) => [r.name, r.id]),
  );
  const categories = new Map(
    (await lookup(sql`select id, name from strata_document_categories where strata_property_id is null`)).map(
      (r) => [r.name, r.id],
    ),
  );
  const unitCategories = new Map(
    (await lookup(sql`select id, name from strata_unit_document_categories`)).map((r) => [r.name, r.id]),
  );
  const need = (map: Map<string, number>, name: string) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`seed scale: the demo data has no ${name}`);
    return id;
  };

  // ------------------------------------------------------------ files (before the rows that name them)
  const listingCount = Math.floor((n + 9) / 10); // i % 10 === 1
  const imagesPerListing = 2;
  const leaseCount = Math.floor((n + 17) / 20); // i % 20 === 3
  const unitDocumentCount = Math.floor((n + 43) / 50); // i % 50 === 7
  const photos = photoStyles.map((style) => buildingPhoto(style));
  const leasePdf = await documentPdf('Residential Tenancy Agreement', 'Lease', [
    'This residential tenancy agreement is made under the Residential Tenancy Act of British Columbia.',
    'Rent is due on the first day of each month.',
  ]);
  const bylawsPdf = await documentPdf('Bylaws', 'Consolidated bylaws', [
    'These bylaws are the consolidated bylaws of the strata corporation as registered at the Land Title Office.',
  ]);
  const minutesPdf = await documentPdf('AGM Minutes 2026', 'Annual general meeting', [
    'The annual general meeting was called to order at 7:00 pm with quorum present in person and by proxy.',
  ]);
  const letterPdf = await documentPdf('Parking Stall Assignment', 'Correspondence', [
    'Your parking stall assignment is confirmed. Please display your permit at all times.',
  ]);
  const imageFiles = await storeCopies(
    storage,
    'listing-images',
    listingCount * imagesPerListing,
    (i) => photos[i % photos.length] as Uint8Array,
    'png',
  );
  const leaseFiles = await storeCopies(storage, 'documents', leaseCount, () => leasePdf, 'pdf');
  const buildingFiles = await storeCopies(
    storage,
    'strata-documents',
    scaleBuildings * 2,
    (i) => (i % 2 === 0 ? bylawsPdf : minutesPdf),
    'pdf',
  );
  const unitFiles = await storeCopies(storage, 'unit-documents', unitDocumentCount, () => letterPdf, 'pdf');

  // ------------------------------------------------------------ rental owners and properties
  const userRows: Record<string, unknown>[] = [];
  const profileRows: Record<string, unknown>[] = [];
  const propertyRows: Record<string, unknown>[] = [];
  const listingRows: Record<string, unknown>[] = [];
  const imageRows: Record<string, unknown>[] = [];
  const documentRows: Record<string, unknown>[] = [];
  const account = (id: number, userName: string, mail: string, role: string, phoneNumber: string | null) => {
    userRows.push({
      id,
      user_name: userName,
      normalized_user_name: userName.toUpperCase(),
      email: mail,
      normalized_email: mail.toUpperCase(),
      password_hash: passwordHash,
      role_name: role,
      phone_number: phoneNumber,
    });
  };
  const leaseType = need(documentTypes, 'Lease Agreement');
  for (let i = 1; i <= n; i++) {
    const who = person(i - 1);
    const userId = base.users + i;
    const profileId = base.ownerProfiles + i;
    const propertyId = base.properties + i;
    const home = address(i, 3);
    const ownerPhone = phone(i, 1);
    account(userId, scaleOwnerUserName(i), email(who, i), 'Owner', ownerPhone);
    profileRows.push({
      id: profileId,
      user_id: userId,
      name: who.name,
      address: home.street,
      city: home.city,
      province: 'BC',
      postal: home.postal,
      phone: ownerPhone,
      mobile: i % 3 === 0 ? phone(i, 2) : null,
    });
    const at = address(i, 0);
    const h = mix(i, 11);
    const contractType = contractTypeCycle[h % contractTypeCycle.length] ?? 'RM';
    const condo = h % 5 < 3;
    const suite = condo ? String(100 * (1 + ((h >>> 5) % 24)) + 1 + ((h >>> 10) % 12)) : null;
    const bedroom = (h >>> 3) % 5;
    propertyRows.push({
      id: propertyId,
      owner_id: profileId,
      rm_number: `${contractType}${String(10000 + i)}`,
      contract_type: contractType,
      address: `${suite ? `${suite}-` : ''}${at.street}, ${at.city}, BC ${at.postal}`,
      street: at.street,
      suite,
      city: at.city,
      province: 'BC',
      postal: at.postal,
      area_id: areaOfCity[at.city] ?? null,
      sqft: 450 + bedroom * 320 + ((h >>> 7) % 250),
      bedroom,
      den: (h >>> 11) % 4 === 0 ? 1 : 0,
      bathroom: Math.max(1, Math.min(3, Math.ceil(bedroom / 1.5))),
      half_washroom: condo ? 0 : (h >>> 13) % 2,
      move_in_fee: condo ? 200 : 0,
      move_out_fee: condo ? 200 : 0,
      move_in_deposit: condo ? 1000 + bedroom * 250 : 0,
      tax_paid_by: 'Owner',
      strata_paid_by: condo ? 'Owner' : null,
      insurance_paid_by: paidBy[(h >>> 14) % 2],
      parking: (h >>> 15) % 3 === 0 ? null : `P${1 + ((h >>> 16) % 3)}-${1 + ((h >>> 18) % 80)}`,
      parking_available: (h >>> 15) % 3 !== 0,
      number_of_parking_spots: (h >>> 15) % 3 === 0 ? 0 : 1,
      latitude: at.latitude,
      longitude: at.longitude,
      laundry: (h >>> 19) % 4 !== 0,
      balcony: condo && (h >>> 20) % 2 === 0,
      gym: condo && (h >>> 21) % 3 === 0,
      view: (h >>> 22) % 4 === 0,
      yard: !condo,
      archived: i % 10 === 0,
    });
    if (i % 10 === 1) {
      const listingId = base.listings + listingRows.length + 1;
      const price = 1500 + bedroom * 650 + ((h >>> 6) % 20) * 25;
      const kind = bedroom === 0 ? 'Studio' : `${bedroom} bedroom ${condo ? 'suite' : 'house'}`;
      listingRows.push({
        id: listingId,
        property_id: propertyId,
        description: `${kind} in ${at.city}`,
        text: `<p>${kind} at ${at.street}, ${at.city}. ${condo ? 'In-suite laundry and a balcony.' : 'Fenced yard and a quiet street.'}</p>`,
        price,
        deposit: price / 2,
        available: (h >>> 8) % 4 !== 0,
        furnished: (h >>> 9) % 5 === 0,
        recently_rented: (h >>> 8) % 4 === 0,
      });
      for (let sort = 0; sort < imagesPerListing; sort++) {
        const file = imageFiles[imageRows.length];
        if (!file) throw new Error('seed scale: an image file is missing');
        imageRows.push({
          listing_id: listingId,
          original_path: file.key,
          file_name: `photo-${sort + 1}.png`,
          content_type: 'image/png',
          size: file.size,
          sort,
        });
      }
    }
    if (i % 20 === 3) {
      const file = leaseFiles[documentRows.length];
      if (!file) throw new Error('seed scale: a lease file is missing');
      documentRows.push({
        property_id: propertyId,
        document_type_id: leaseType,
        file_name: `Lease-${scaleOwnerUserName(i)}.pdf`,
        title: 'Lease Agreement 2026',
        document_date: '2026-02-01',
        path: file.key,
        content_type: 'application/pdf',
        size: file.size,
      });
    }
  }

  // ------------------------------------------------------------ strata: agents, buildings and their logins
  const agentRows = Array.from({ length: 5 }, (_, a) => {
    const who = person(a, 2);
    return {
      id: base.strataAgents + a + 1,
      name: who.name,
      phone: phone(a, 9),
      email: `${plain(who.first)}.${plain(who.last)}@strata.example.ca`,
    };
  });
  const buildingUserBase = base.users + n;
  const buildingRows: Record<string, unknown>[] = [];
  const buildingAddresses: Address[] = [];
  for (let b = 1; b <= scaleBuildings; b++) {
    const at = address(b * 17, 5);
    buildingAddresses.push(at);
    const plan = `${planPrefixes[at.city] ?? 'BCS'}${4100 + b}`;
    account(buildingUserBase + b, plan, `${plan.toLowerCase()}@portal.example.ca`, 'Strata Owner', null);
    const manager = person(b, 3);
    buildingRows.push({
      id: base.strataProperties + b,
      building_name: buildingNames[b - 1] ?? `Building ${b}`,
      strata_plan_number: plan,
      address: `${at.street}, ${at.city}, BC ${at.postal}`,
      street: at.street,
      city: at.city,
      province: 'BC',
      postal: at.postal,
      agent_id: base.strataAgents + 1 + (b % agentRows.length),
      property_admin_id: buildingUserBase + b,
      building_manager_name: manager.name,
      building_manager_phone: phone(b, 4),
    });
  }

  // ------------------------------------------------------------ strata: units, owners, tenants
  // The first building takes a fifth of the units; the rest are dealt round the other 19.
  const biggest = Math.ceil(n / 5);
  const unitOwnerUserBase = buildingUserBase + scaleBuildings;
  const tenantUserBase = unitOwnerUserBase + n;
  const unitRows: Record<string, unknown>[] = [];
  const unitUserRows: Record<string, unknown>[] = [];
  const ownerRows: Record<string, unknown>[] = [];
  const unitDocumentRows: Record<string, unknown>[] = [];
  const perFloor = 24;
  let tenants = 0;
  for (let u = 1; u <= n; u++) {
    const b = u <= biggest ? 1 : 2 + ((u - biggest - 1) % (scaleBuildings - 1));
    const k = u <= biggest ? u : 1 + Math.floor((u - biggest - 1) / (scaleBuildings - 1));
    const floor = 1 + Math.floor((k - 1) / perFloor);
    const unitNumber = `${floor}${String(1 + ((k - 1) % perFloor)).padStart(2, '0')}`;
    const unitId = base.strataUnits + u;
    const at = buildingAddresses[b - 1] as Address;
    unitRows.push({
      id: unitId,
      strata_property_id: base.strataProperties + b,
      unit_number: unitNumber,
      lot_number: String(k),
      unit_location: `Floor ${floor}`,
    });
    const owner = person(u - 1, 1);
    const ownerMail = email(owner, u);
    const ownerUserId = unitOwnerUserBase + u;
    account(ownerUserId, scaleUnitOwnerUserName(u), ownerMail, 'Strata Unit Owner', phone(u, 5));
    unitUserRows.push({
      strata_unit_id: unitId,
      user_id: ownerUserId,
      strata_unit_role: 0,
      first_name: owner.first,
      last_name: owner.last,
    });
    ownerRows.push({
      id: base.strataOwners + u,
      strata_unit_id: unitId,
      user_id: ownerUserId,
      name_on_title: owner.name,
      address_line1: `${unitNumber}-${at.street}`,
      city: at.city,
      state_or_province: 'BC',
      country: 'Canada',
      postal_code: at.postal,
      is_current: true,
      pending: false,
      email: ownerMail,
      strata_role: 2,
    });
    if (u % 10 === 0) {
      tenants++;
      const tenant = person(u - 1, 4);
      const tenantId = tenantUserBase + tenants;
      account(
        tenantId,
        `${plain(tenant.first)}.${plain(tenant.last)}.t${u}`,
        email(tenant, n + u),
        'Strata Unit Owner',
        phone(u, 6),
      );
      unitUserRows.push({
        strata_unit_id: unitId,
        user_id: tenantId,
        strata_unit_role: 3,
        first_name: tenant.first,
        last_name: tenant.last,
      });
    }
    if (u % 50 === 7) {
      const file = unitFiles[unitDocumentRows.length];
      if (!file) throw new Error('seed scale: a unit document file is missing');
      unitDocumentRows.push({
        strata_unit_id: unitId,
        strata_unit_document_category_id: need(unitCategories, 'Correspondence'),
        title: 'Parking Stall Assignment',
        file_name: `Unit-${unitNumber}-Parking-Stall.pdf`,
        document_date: '2026-02-11',
        description: `Stall P${1 + (u % 3)}-${1 + (u % 90)}`,
        path: file.key,
        content_type: 'application/pdf',
        size: file.size,
      });
    }
  }
  const strataDocumentRows = buildingRows.flatMap((building, index) => {
    const bylaws = buildingFiles[index * 2];
    const minutes = buildingFiles[index * 2 + 1];
    if (!bylaws || !minutes) throw new Error('seed scale: a building document file is missing');
    const plan = String(building.strata_plan_number);
    return [
      {
        strata_property_id: building.id,
        strata_document_category_id: need(categories, 'Bylaws'),
        title: 'Consolidated Bylaws',
        file_name: `${plan}-Consolidated-Bylaws.pdf`,
        document_date: '2025-03-14',
        path: bylaws.key,
        content_type: 'application/pdf',
        size: bylaws.size,
      },
      {
        strata_property_id: building.id,
        strata_document_category_id: need(categories, 'Minutes'),
        title: 'AGM Minutes 2026',
        file_name: `${plan}-AGM-Minutes-2026.pdf`,
        document_date: '2026-03-19',
        path: minutes.key,
        content_type: 'application/pdf',
        size: minutes.size,
      },
    ];
  });

  // ------------------------------------------------------------ the statements
  await insertChunks(
    tx,
    'users',
    [
      ['id', 'integer'],
      ['user_name', 'text'],
      ['normalized_user_name', 'text'],
      ['email', 'text'],
      ['normalized_email', 'text'],
      ['password_hash', 'text'],
      ['role_name', 'role_name'],
      ['phone_number', 'text'],
    ],
    userRows,
  );
  await insertChunks(
    tx,
    'owner_profiles',
    [
      ['id', 'integer'],
      ['user_id', 'integer'],
      ['name', 'text'],
      ['address', 'text'],
      ['city', 'text'],
      ['province', 'text'],
      ['postal', 'text'],
      ['phone', 'text'],
      ['mobile', 'text'],
    ],
    profileRows,
  );
  await insertChunks(
    tx,
    'properties',
    [
      ['id', 'integer'],
      ['owner_id', 'integer'],
      ['rm_number', 'text'],
      ['contract_type', 'contract_type'],
      ['address', 'text'],
      ['street', 'text'],
      ['suite', 'text'],
      ['city', 'text'],
      ['province', 'text'],
      ['postal', 'text'],
      ['area_id', 'integer'],
      ['sqft', 'integer'],
      ['bedroom', 'smallint'],
      ['den', 'smallint'],
      ['bathroom', 'smallint'],
      ['half_washroom', 'smallint'],
      ['move_in_fee', 'numeric'],
      ['move_out_fee', 'numeric'],
      ['move_in_deposit', 'numeric'],
      ['tax_paid_by', 'text'],
      ['strata_paid_by', 'text'],
      ['insurance_paid_by', 'text'],
      ['parking', 'text'],
      ['parking_available', 'boolean'],
      ['number_of_parking_spots', 'smallint'],
      ['latitude', 'double precision'],
      ['longitude', 'double precision'],
      ['laundry', 'boolean'],
      ['balcony', 'boolean'],
      ['gym', 'boolean'],
      ['view', 'boolean'],
      ['yard', 'boolean'],
      ['archived', 'boolean'],
    ],
    propertyRows,
  );
  await insertChunks(
    tx,
    'listings',
    [
      ['id', 'integer'],
      ['property_id', 'integer'],
      ['description', 'text'],
      ['text', 'text'],
      ['price', 'numeric'],
      ['deposit', 'numeric'],
      ['available', 'boolean'],
      ['furnished', 'boolean'],
      ['recently_rented', 'boolean'],
    ],
    listingRows,
  );
  await insertChunks(
    tx,
    'listing_images',
    [
      ['listing_id', 'integer'],
      ['original_path', 'text'],
      ['file_name', 'text'],
      ['content_type', 'text'],
      ['size', 'integer'],
      ['sort', 'integer'],
    ],
    imageRows,
  );
  await insertChunks(
    tx,
    'documents',
    [
      ['property_id', 'integer'],
      ['document_type_id', 'integer'],
      ['file_name', 'text'],
      ['title', 'text'],
      ['document_date', 'date'],
      ['path', 'text'],
      ['content_type', 'text'],
      ['size', 'integer'],
    ],
    documentRows,
  );
  await insertChunks(
    tx,
    'strata_agents',
    [
      ['id', 'integer'],
      ['name', 'text'],
      ['phone', 'text'],
      ['email', 'text'],
    ],
    agentRows,
  );
  await insertChunks(
    tx,
    'strata_properties',
    [
      ['id', 'integer'],
      ['building_name', 'text'],
      ['strata_plan_number', 'text'],
      ['address', 'text'],
      ['street', 'text'],
      ['city', 'text'],
      ['province', 'text'],
      ['postal', 'text'],
      ['agent_id', 'integer'],
      ['property_admin_id', 'integer'],
      ['building_manager_name', 'text'],
      ['building_manager_phone', 'text'],
    ],
    buildingRows,
  );
  await insertChunks(
    tx,
    'strata_units',
    [
      ['id', 'integer'],
      ['strata_property_id', 'integer'],
      ['unit_number', 'text'],
      ['lot_number', 'text'],
      ['unit_location', 'text'],
    ],
    unitRows,
  );
  await insertChunks(
    tx,
    'strata_unit_users',
    [
      ['strata_unit_id', 'integer'],
      ['user_id', 'integer'],
      ['strata_unit_role', 'smallint'],
      ['first_name', 'text'],
      ['last_name', 'text'],
    ],
    unitUserRows,
  );
  await insertChunks(
    tx,
    'strata_owners',
    [
      ['id', 'integer'],
      ['strata_unit_id', 'integer'],
      ['user_id', 'integer'],
      ['name_on_title', 'text'],
      ['address_line1', 'text'],
      ['city', 'text'],
      ['state_or_province', 'text'],
      ['country', 'text'],
      ['postal_code', 'text'],
      ['is_current', 'boolean'],
      ['pending', 'boolean'],
      ['email', 'text'],
      ['strata_role', 'smallint'],
    ],
    ownerRows,
  );
  const documentColumns = (unitOrBuilding: 'strata_unit_id' | 'strata_property_id', category: string) =>
    [
      [unitOrBuilding, 'integer'],
      [category, 'integer'],
      ['title', 'text'],
      ['file_name', 'text'],
      ['document_date', 'date'],
      ['description', 'text'],
      ['path', 'text'],
      ['content_type', 'text'],
      ['size', 'integer'],
    ] as const satisfies readonly BulkColumn[];
  await insertChunks(
    tx,
    'strata_documents',
    documentColumns('strata_property_id', 'strata_document_category_id'),
    strataDocumentRows,
  );
  await insertChunks(
    tx,
    'strata_unit_documents',
    documentColumns('strata_unit_id', 'strata_unit_document_category_id'),
    unitDocumentRows,
  );
  for (const table of [
    'users',
    'owner_profiles',
    'properties',
    'listings',
    'strata_agents',
    'strata_properties',
    'strata_units',
    'strata_owners',
  ]) {
    await moveSequence(tx, table);
  }
  // The planner's statistics, so the first pages read at this size use the indexes.
  await tx.execute(sql`analyze`);
  return {
    owners: n,
    properties: n,
    listings: listingRows.length,
    listingImages: imageRows.length,
    buildings: scaleBuildings,
    units: n,
    tenants,
    documents: documentRows.length + strataDocumentRows.length + unitDocumentRows.length,
  };
}
