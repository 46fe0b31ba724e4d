// Writing the large seed (seed/scale.ts): rows in chunks of a few thousand per statement (db/bulk.ts), identity
// sequences moved past the ids chosen there, and files stored a few at a time.
import { sql } from 'drizzle-orm';
import { type BulkColumn, insertRows } from '../db/bulk.ts';
import type { Tx } from '../db/client.ts';
import { strataOwnerColumnsOf } from '../repositories/strata-owners.ts';
import type { FileStorage, StorageArea } from '../storage/file-storage.ts';
import { buildingPhoto, documentPdf, photoStyles } from './files.ts';
import { scaleBuildings } from './scale-people.ts';

type Rows = Record<string, unknown>[];

/** Rows per statement: a few MB of JSON at most. */
const chunkRows = 2500;

export async function insertChunks(
  tx: Tx,
  table: string,
  columns: readonly BulkColumn[],
  rows: Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkRows) {
    await insertRows(tx, table, columns, rows.slice(start, start + chunkRows));
  }
}

export async function highestId(tx: Tx, table: string): Promise<number> {
  const result = (await tx.execute(
    sql`select coalesce(max(id), 0)::int as id from ${sql.raw(`"${table}"`)}`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows[0]?.id ?? 0;
}

/** Moves an identity sequence past the ids written here, so the next insert without an id does not collide. */
export async function moveSequence(tx: Tx, table: string): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), (select coalesce(max(id), 1) from ${sql.raw(`"${table}"`)}))`,
  );
}

/** Stores `count` copies of a file under their own keys, a few at a time. */
export async function storeCopies(
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

/** Every generated row, table by table, in an order that satisfies the foreign keys; then the sequences and statistics. */
export async function writeScaleRows(
  tx: Tx,
  {
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
  }: Record<
    | 'userRows'
    | 'profileRows'
    | 'propertyRows'
    | 'listingRows'
    | 'imageRows'
    | 'documentRows'
    | 'agentRows'
    | 'buildingRows'
    | 'unitRows'
    | 'unitUserRows'
    | 'ownerRows'
    | 'strataDocumentRows'
    | 'unitDocumentRows',
    Rows
  >,
): Promise<void> {
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
  await insertChunks(tx, 'strata_owners', strataOwnerColumnsOf(ownerRows), ownerRows);
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
}

export const imagesPerListing = 2;

/**
 * The files the large seed's rows name, stored under their own keys: two photos per listing (every tenth owner), a
 * lease for one property in twenty, two documents per building and one unit document in fifty.
 */
export async function storeScaleFiles(storage: FileStorage, n: number) {
  const listingCount = Math.floor((n + 9) / 10); // i % 10 === 1
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
  return { imageFiles, leaseFiles, buildingFiles, unitFiles };
}
