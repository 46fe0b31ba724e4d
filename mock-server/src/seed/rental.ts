// The rental side of the demo data (src/seed.ts): owners, document types and documents.
import { documents, documentTypes, ownerProfiles } from '../db/schema.ts';
import type { SeedResult } from '../seed.ts';
import { insertOne, paragraphs, type SeedContext } from './context.ts';

/** The rental owners' profiles (one archived) and the rental document types. */
export async function seedRentalOwners(ctx: SeedContext, userIds: SeedResult['users']) {
  const { tx } = ctx;
  const profile = (values: typeof ownerProfiles.$inferInsert) =>
    insertOne(tx.insert(ownerProfiles).values(values).returning({ id: ownerProfiles.id })).then((r) => r.id);
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
  return documentIds;
}
