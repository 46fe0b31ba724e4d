// The rental side of the demo data (src/seed.ts): owners, document types and documents.
import { documents, documentTypes, ownerProfiles } from '../db/schema.ts';
import type { SeedResult } from '../seed.ts';
import { insertId, paragraphs, type SeedContext } from './context.ts';

/** The rental owners' profiles (one archived) and the rental document types. */
export async function seedRentalOwners(ctx: SeedContext, userIds: SeedResult['users']) {
  const { tx } = ctx;
  const profile = (values: typeof ownerProfiles.$inferInsert) => insertId(tx, ownerProfiles, values);
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
    documentTypeIds[name] = await insertId(tx, documentTypes, { name, appliesTo });
  }
  return { profiles, documentTypeIds };
}

/** Rental documents (a PDF each) of the owners and their properties. */
export async function seedRentalDocuments(
  ctx: SeedContext,
  {
    profiles,
    documentTypeIds,
    propertyIds,
  }: {
    profiles: SeedResult['ownerProfiles'];
    documentTypeIds: SeedResult['documentTypes'];
    propertyIds: SeedResult['properties'];
  },
) {
  const { tx, pdf } = ctx;
  const rentalDocument = async (
    values: Omit<typeof documents.$inferInsert, 'path' | 'size' | 'contentType'>,
    text: string[],
  ) => {
    const file = await pdf('documents', values.title, values.documentDate ?? '', text);
    return insertId(tx, documents, { ...values, ...file });
  };
  const type = (name: string) => {
    const id = documentTypeIds[name];
    if (id === undefined) throw new Error(`seed: no document type ${name}`);
    return id;
  };
  // One row per document, inserted in this order: [belongs to, type, title, file name, date, text].
  type Row = [{ propertyId: number } | { ownerId: number }, string, string, string, string, string[]];
  const add = ([belongsTo, typeName, title, fileName, documentDate, text]: Row) =>
    rentalDocument({ ...belongsTo, documentTypeId: type(typeName), title, fileName, documentDate }, text);
  // biome-ignore format: one line per document reads as a table
  const rows: Row[] = [
    [{ propertyId: propertyIds.owner[0] }, 'Lease Agreement', 'Lease Agreement 2026', 'Lease-Agreement-2026.pdf', '2026-02-01', paragraphs.lease],
    [{ ownerId: profiles.owner }, 'Financial Statements', 'Owner Statement October 2026', 'Owner-Statement-2026-10.pdf', '2026-10-31', paragraphs.statement],
    [{ propertyId: propertyIds.owner2[0] }, 'Inspection Report', 'Move-in Inspection 1502', 'Move-in-Inspection-1502.pdf', '2026-06-30', paragraphs.inspection],
    [{ ownerId: profiles.owner2 }, 'Correspondence', 'Tenancy renewal letter', 'Tenancy-Renewal-Letter.pdf', '2026-09-12', paragraphs.letter],
    [{ propertyId: propertyIds.owner[1] }, 'Inspection Report', 'Annual Inspection 2026', 'Annual-Inspection-2026.pdf', '2026-04-18', paragraphs.inspection],
    [{ propertyId: propertyIds.owner2[1] }, 'Tenancy Notice', 'Notice of Rent Increase', 'Notice-of-Rent-Increase.pdf', '2026-08-01', paragraphs.letter],
    [{ ownerId: profiles.archived }, 'Financial Statements', 'Final Owner Statement 2025', 'Final-Owner-Statement-2025.pdf', '2025-12-31', paragraphs.statement],
  ];
  const ids: number[] = [];
  for (const row of rows) ids.push(await add(row));
  const [ownerProperty, ownerOwn, owner2Property, owner2Own] = ids as [number, number, number, number];
  const documentIds = { ownerProperty, ownerOwn, owner2Property, owner2Own };
  return documentIds;
}
