// Strata documents' Document Date (tag strataDocuments), building and unit documents alike: the date given on create
// and changed on update, a date in the future refused naming the field, today and tomorrow taken. The other writes:
// strata-documents-write.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { strataDocuments } from '../src/db/schema.ts';
import { todayDate } from '../src/repositories/dates.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

const strataDocumentRow = async (id: number) =>
  (await db().select().from(strataDocuments).where(eq(strataDocuments.id, id)))[0];

describe('the document date of both kinds', () => {
  const daysFromToday = (days: number) => {
    const day = new Date();
    day.setDate(day.getDate() + days);
    return todayDate(day);
  };

  it('files a building document under the date given (an AGM’s minutes under the meeting’s) and changes it', async () => {
    const admin = await sdk.as('strataadmin');
    const created = await ok(
      admin.POST('/strataDocuments', {
        body: {
          title: 'AGM Minutes 2026',
          strataPropertyId: t.seed.strataProperties.bcs,
          strataDocumentCategoryId: t.seed.strataDocumentCategories.Bylaws ?? 0,
          documentDate: '2026-10-14',
        },
      }),
    );
    expect(created.documentDate).toBe('2026-10-14');
    const moved = await ok(
      admin.PUT('/strataDocuments/update', {
        body: {
          id: created.id,
          title: 'AGM Minutes 2026',
          strataDocumentCategoryId: t.seed.strataDocumentCategories.Bylaws ?? 0,
          documentDate: '2026-10-15',
        },
      }),
    );
    expect(moved.documentDate).toBe('2026-10-15');
    const kept = await ok(
      admin.PUT('/strataDocuments/update', {
        body: {
          id: created.id,
          title: 'AGM Minutes 2026 (approved)',
          strataDocumentCategoryId: t.seed.strataDocumentCategories.Bylaws ?? 0,
        },
      }),
    );
    expect(kept.documentDate).toBe('2026-10-15');
    expect((await strataDocumentRow(created.id))?.documentDate).toBe('2026-10-15');
  });

  it('refuses a date in the future on create and update of either kind, naming the field; nothing is saved', async () => {
    const admin = await sdk.as('strataadmin');
    const future = daysFromToday(2);
    const message = 'Error: Document Date cannot be in the future!';
    const before = (await db().select().from(strataDocuments)).length;
    const created = await expectFailure(
      admin.POST('/strataDocuments', {
        body: {
          title: 'Next AGM',
          strataPropertyId: t.seed.strataProperties.bcs,
          strataDocumentCategoryId: t.seed.strataDocumentCategories.Bylaws ?? 0,
          documentDate: future,
        },
      }),
      400,
      message,
    );
    expect(created.field).toBe('documentDate');
    expect((await db().select().from(strataDocuments)).length).toBe(before);
    const id = t.seed.strataDocuments.bcsBylaws;
    const row = await strataDocumentRow(id);
    await expectFailure(
      admin.PUT('/strataDocuments/update', {
        body: {
          id,
          title: 'Bylaws',
          strataDocumentCategoryId: t.seed.strataDocumentCategories.Bylaws ?? 0,
          documentDate: future,
        },
      }),
      400,
      message,
    );
    expect(await strataDocumentRow(id)).toEqual(row);
    await expectFailure(
      admin.POST('/strataUnitDocument', {
        body: {
          title: 'Next inspection',
          strataUnitId: t.seed.strataUnits.eps305,
          strataUnitDocumentCategoryId: t.seed.strataUnitDocumentCategories.General ?? 0,
          documentDate: future,
        },
      }),
      400,
      message,
    );
    await expectFailure(
      admin.PUT('/strataUnitDocument/update/{id}', {
        params: { path: { id: t.seed.strataUnitDocuments.eps305 } },
        body: {
          title: 'Parking',
          strataUnitDocumentCategoryId: t.seed.strataUnitDocumentCategories.General ?? 0,
          documentDate: future,
        },
      }),
      400,
      message,
    );
  });

  it('takes today and tomorrow (the writer’s today may be the server’s tomorrow)', async () => {
    const admin = await sdk.as('strataadmin');
    for (const documentDate of [daysFromToday(0), daysFromToday(1)]) {
      const created = await ok(
        admin.POST('/strataDocuments', {
          body: {
            title: `Notice ${documentDate}`,
            strataPropertyId: t.seed.strataProperties.bcs,
            strataDocumentCategoryId: t.seed.strataDocumentCategories.Bylaws ?? 0,
            documentDate,
          },
        }),
      );
      expect(created.documentDate).toBe(documentDate);
    }
  });
});
