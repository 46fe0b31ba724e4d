// The large seed (SEED_SCALE=N): besides the demo data, the size of a real company, so paging,
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
import type { Tx } from '../db/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import {
  type Address,
  address,
  areaOfCity,
  buildingNames,
  email,
  mix,
  person,
  phone,
  plain,
  planPrefixes,
  scaleBuildings,
  scaleOwnerUserName,
  scaleUnitOwnerUserName,
} from './scale-people.ts';
import { seedScaleRequests } from './scale-requests.ts';
import { highestId, imagesPerListing, storeScaleFiles, writeScaleRows } from './scale-writing.ts';

export interface ScaleSeedCounts {
  owners: number;
  properties: number;
  listings: number;
  listingImages: number;
  buildings: number;
  units: number;
  tenants: number;
  documents: number;
  /** One service request per scaled unit. */
  serviceRequests: number;
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

  // Files first: the rows name them.
  const { imageFiles, leaseFiles, buildingFiles, unitFiles } = await storeScaleFiles(storage, n);

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

  await writeScaleRows(tx, {
    userRows,
    profileRows,
    propertyRows,
    listingRows,
    imageRows,
    documentRows,
    agentRows,
    buildingRows,
    unitRows,
    unitUserRows,
    ownerRows,
    strataDocumentRows,
    unitDocumentRows,
  });
  const serviceRequests = await seedScaleRequests(tx, base.strataUnits);
  return {
    serviceRequests,
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
