// Strata documents' Document Date (tag strataDocuments), building and unit documents alike: the date given on create
// and changed on update, a date in the future refused naming the field; the company's today and tomorrow
// (COMPANY_TIME_ZONE: a writer east of the company is a day ahead) taken and the day after refused whatever the
// server's own day, and a document given no date dated the company's today. The other writes:
// strata-documents-write.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyTimeZone } from '../src/config.ts';
import { strataDocuments } from '../src/db/schema.ts';
import { todayDate } from '../src/repositories/dates.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

const strataDocumentRow = async (id: number, app = t) =>
  (await app.app.services.db.select().from(strataDocuments).where(eq(strataDocuments.id, id)))[0];

/** The company's today (in `timeZone`) moved by `days`, YYYY-MM-DD. */
const companyDay = (timeZone: string, days: number) => {
  const [year, month, day] = todayDate(new Date(), timeZone).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

describe('todayDate', () => {
  it('counts calendar days in the zone, across a change of the clock', () => {
    // 23:30 on Saturday 13 March 2027 in Vancouver (07:30Z on the 14th); its Sunday has 23 hours (clocks forward).
    const saturdayNight = new Date('2027-03-14T07:30:00Z');
    expect(todayDate(saturdayNight, 'America/Vancouver')).toBe('2027-03-13');
    expect(todayDate(saturdayNight, 'America/Vancouver', 1)).toBe('2027-03-14');
    expect(todayDate(saturdayNight, 'America/Vancouver', 2)).toBe('2027-03-15');
    expect(todayDate(saturdayNight, 'Asia/Tokyo', 1)).toBe('2027-03-15');
  });
});

describe('the document date of both kinds', () => {
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
    const future = companyDay(companyTimeZone(t.app.services.options), 2);
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
});

// Kiritimati (UTC+14) and Pago Pago (UTC-11): for most of any day, one of the two is on another calendar day than UTC
// and the server, so a check made on the server's day takes or refuses the wrong day in one of them.
for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  describe(`the document date in the company's day (${timeZone})`, () => {
    const zoned = useTestApp({ timeZone });
    const zonedSdk = useSdk(zoned);
    const building = (documentDate: string | undefined) => ({
      title: `Notice ${documentDate ?? 'undated'}`,
      strataPropertyId: zoned.seed.strataProperties.bcs,
      strataDocumentCategoryId: zoned.seed.strataDocumentCategories.Bylaws ?? 0,
      ...(documentDate && { documentDate }),
    });

    it("takes the company's today and tomorrow, refuses the day after, and dates an undated document today", async () => {
      const admin = await zonedSdk.as('strataadmin');
      const today = companyDay(timeZone, 0);
      for (const documentDate of [today, companyDay(timeZone, 1)]) {
        const created = await ok(admin.POST('/strataDocuments', { body: building(documentDate) }));
        expect(created.documentDate).toBe(documentDate);
      }
      const refused = await expectFailure(
        admin.POST('/strataDocuments', { body: building(companyDay(timeZone, 2)) }),
        400,
        'Error: Document Date cannot be in the future!',
      );
      expect(refused.field).toBe('documentDate');
      await expectFailure(
        admin.POST('/strataUnitDocument', {
          body: {
            title: 'Inspection',
            strataUnitId: zoned.seed.strataUnits.eps305,
            strataUnitDocumentCategoryId: zoned.seed.strataUnitDocumentCategories.General ?? 0,
            documentDate: companyDay(timeZone, 2),
          },
        }),
        400,
        'Error: Document Date cannot be in the future!',
      );
      const undated = await ok(admin.POST('/strataDocuments', { body: building(undefined) }));
      expect(undated.documentDate).toBe(today);
      expect((await strataDocumentRow(undated.id, zoned))?.documentDate).toBe(today);
    });
  });
}
