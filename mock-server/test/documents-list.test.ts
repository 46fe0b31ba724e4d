// GET /documents (listDocuments): every rental document, of properties and of owners, for the admin's Documents page:
// paged with X-Total-Count, sorted (newest first unless asked), searched, exported as CSV, and each row the same
// Document that GET /documents/{id} answers. Runs on PGlite and on PostgreSQL.
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, ownerProfiles, properties } from '../src/db/schema.ts';
import { rentalDocuments } from './helpers/documents.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const { createDocument } = rentalDocuments(t, sdk);
const db = () => t.app.services.db;

type Row = {
  id: number;
  title: string;
  documentDate: string;
  propertyId: number | null;
  ownerId: number | null;
  propertyRmNumber: string | null;
  ownerName: string | null;
};

async function list(query: string) {
  const res = await t.request({ method: 'GET', url: `/api/documents?${query}`, as: 'admin' });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as Row[], total: Number(res.headers['x-total-count']) };
}

describe('listDocuments (GET /documents)', () => {
  it('answers every document, newest first, each as GET /documents/{id} answers it', async () => {
    const all = await list('');
    expect(all.rows.length).toBeGreaterThan(1);
    const dates = all.rows.map((r) => r.documentDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.rows.some((r) => r.propertyRmNumber !== null)).toBe(true);
    expect(all.rows.some((r) => r.ownerName !== null)).toBe(true);
    const admin = await sdk.as('admin');
    for (const id of [t.seed.documents.ownerProperty, t.seed.documents.ownerOwn]) {
      const one = await ok(admin.GET('/documents/{id}', { params: { path: { id } } }));
      expect(all.rows.find((r) => r.id === id)).toEqual(one);
    }
  });

  it('pages with X-Total-Count, sorts by each column and searches the title, property, owner and type', async () => {
    const whole = await list('');
    const first = await list('limit=1&offset=0&sort=title');
    expect(first.total).toBe(whole.rows.length);
    expect(first.rows).toHaveLength(1);
    const titles = (await list('sort=title')).rows.map((r) => r.title);
    expect(first.rows[0]?.title).toBe(titles[0]);
    const byTitle = (await list('sort=-title')).rows.map((r) => r.id);
    expect(byTitle).toHaveLength(whole.rows.length);

    await createDocument({ fileName: 'Zzlisted Notice.pdf', documentDate: '2001-01-01' });
    const oldest = await list('sort=documentDate&limit=1');
    expect(oldest.rows[0]?.title).toBe('Zzlisted Notice.pdf');
    expect((await list('q=zzLISTED')).rows.map((r) => r.title)).toEqual(['Zzlisted Notice.pdf']);
    const owners = (await list('q=margaret%20chen')).rows;
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.every((r) => r.ownerName === 'Margaret Chen' || r.propertyRmNumber !== null)).toBe(true);
    const rm = (await list('q=RM0011')).rows;
    expect(rm.length).toBeGreaterThan(0);
    expect(rm.every((r) => r.propertyRmNumber === 'RM0011')).toBe(true);
    const filed = (await list('sort=filedFor')).rows.map((r) => r.propertyRmNumber ?? r.ownerName ?? '');
    expect(filed).toHaveLength(whole.rows.length + 1);
  });

  it('sorts by Filed For and Date as they are now: a renamed owner or RM number, a new date move the documents', async () => {
    const filedFor = async (sort: string) =>
      (await list(`sort=${sort}`)).rows.map((r) => r.propertyRmNumber ?? r.ownerName ?? '');
    const expectSorted = (values: string[]) =>
      expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expectSorted(await filedFor('filedFor'));
    const rows = (await list('')).rows;
    const ownerOfDocument = rows.find((r) => r.propertyId === null)?.ownerId ?? 0;
    const propertyOfDocument = rows.find((r) => r.propertyId !== null)?.propertyId ?? 0;
    const [owner] = await db().select().from(ownerProfiles).where(eq(ownerProfiles.id, ownerOfDocument));
    await db()
      .update(ownerProfiles)
      .set({ name: 'Aaaron First' })
      .where(eq(ownerProfiles.id, ownerOfDocument));
    const renamed = await list('sort=filedFor&limit=1');
    expect(renamed.rows[0]?.ownerName).toBe('Aaaron First');
    await db().update(properties).set({ rmNumber: 'A0000' }).where(eq(properties.id, propertyOfDocument));
    expect((await list('sort=filedFor&limit=1')).rows[0]?.propertyRmNumber).toBe('A0000');
    expectSorted(await filedFor('filedFor'));
    await db()
      .update(ownerProfiles)
      .set({ name: owner?.name ?? '' })
      .where(eq(ownerProfiles.id, ownerOfDocument));
    const newest = await createDocument({ fileName: 'Zznewest.pdf', documentDate: '2099-01-01' });
    expect((await list('limit=1')).rows[0]?.title).toBe('Zznewest.pdf');
    await db().update(documents).set({ documentDate: '1990-01-01' }).where(eq(documents.id, newest.id));
    expect((await list('sort=documentDate&limit=1')).rows[0]?.title).toBe('Zznewest.pdf');
  });

  it('has an index behind each of the Date and Filed For sorts', async () => {
    const result = (await db().execute(
      sql`select indexdef from pg_indexes where tablename = 'documents' and indexdef like '%(filed_%'`,
    )) as unknown as { rows: { indexdef: string }[] };
    const definitions = result.rows.map((row) => row.indexdef);
    expect(definitions.some((d) => d.includes('(filed_on, id)'))).toBe(true);
    expect(definitions.some((d) => d.includes('(filed_for, id)'))).toBe(true);
  });

  it('exports the same rows as CSV', async () => {
    const json = await list('sort=title');
    const res = await t.request({
      method: 'GET',
      url: '/api/documents?sort=title',
      as: 'admin',
      headers: { accept: 'text/csv' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header = [], ...rows] = parse(res.body) as string[][];
    const titleAt = header.indexOf('title');
    expect(titleAt).toBeGreaterThanOrEqual(0);
    expect(rows.map((r) => r[titleAt])).toEqual(json.rows.map((r) => r.title));
  });

  it('refuses owners and the strata side (403) and anonymous callers (401)', async () => {
    await expectFailure(sdk.anonymous().GET('/documents'), 401);
    await expectFailure((await sdk.as('owner')).GET('/documents'), 403);
    await expectFailure((await sdk.as('strataadmin')).GET('/documents'), 403);
  });
});
