// The strata side of the demo data (src/seed.ts): on-site staff and documents.
import {
  strataDocumentCategories,
  strataDocuments,
  strataPropertyStaff,
  strataUnitDocumentCategories,
  strataUnitDocuments,
} from '../db/schema.ts';
import type { SeedResult } from '../seed.ts';
import { insertId, paragraphs, type SeedContext } from './context.ts';

/** The on-site staff of two buildings. */
export async function seedStrataStaff(ctx: SeedContext, buildings: SeedResult['strataProperties']) {
  const { tx } = ctx;
  const weekdays =
    '9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,9:00 am - 5:00 pm,off,off';
  const rows: (typeof strataPropertyStaff.$inferInsert)[] = [
    // biome-ignore format: one line per person reads as a table
    ...([
      [buildings.bcs, 'Building Manager', 'Greg Patterson', '604-555-0150', 'greg.patterson', weekdays],
      [buildings.bcs, 'Concierge', 'Ana Ramos', '604-555-0152', 'ana.ramos', '7:00 am - 3:00 pm,7:00 am - 3:00 pm,7:00 am - 3:00 pm,7:00 am - 3:00 pm,7:00 am - 3:00 pm,10:00 am - 4:00 pm,off'],
      [buildings.eps, 'Building Supervisor', 'Tariq Hassan', '604-555-0151', 'tariq.hassan', weekdays],
      [buildings.eps, 'Cleaner', 'Lucy Wong', '604-555-0153', 'lucy.wong', 'off,8:00 am - 12:00 pm,off,8:00 am - 12:00 pm,off,8:00 am - 12:00 pm,off'],
    ] as const).map(([strataPropertyId, position, name, phone, mailbox, hours]) => ({
      strataPropertyId,
      position,
      name,
      phone,
      email: `${mailbox}@portal.example.ca`,
      hours,
    })),
  ];
  const ids: number[] = [];
  for (const row of rows) {
    const id = await insertId(tx, strataPropertyStaff, row);
    ids.push(id);
  }
  const [bcsManager, , epsSupervisor] = ids as [number, number, number, number];
  return { bcsManager, epsSupervisor } satisfies SeedResult['staff'];
}

/** Strata document categories (shared, a building's folder, the unit ones) and building and unit documents. */
export async function seedStrataDocuments(
  ctx: SeedContext,
  { buildings, units }: { buildings: SeedResult['strataProperties']; units: SeedResult['strataUnits'] },
) {
  const { tx, pdf } = ctx;
  const categoryIds: Record<string, number> = {};
  for (const name of ['Bylaws', 'Minutes', 'Financial Statements', 'Insurance', 'Notices']) {
    categoryIds[name] = await insertId(tx, strataDocumentCategories, { name });
  }
  categoryIds['Bayshore Renovations'] = await insertId(tx, strataDocumentCategories, {
    name: 'Renovations',
    strataPropertyId: buildings.bcs,
  });
  const unitCategoryIds: Record<string, number> = {};
  for (const name of ['General', 'Correspondence', 'Forms']) {
    unitCategoryIds[name] = await insertId(tx, strataUnitDocumentCategories, { name });
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
    return insertId(tx, strataDocuments, { ...values, ...file });
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
    return insertId(tx, strataUnitDocuments, { ...values, ...file });
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
  return {
    strataDocumentCategories: categoryIds,
    strataUnitDocumentCategories: unitCategoryIds,
    strataDocuments: { bcsBylaws, bcsArchived, epsBylaws },
    strataUnitDocuments: unitDocs,
  } satisfies Partial<SeedResult>;
}
