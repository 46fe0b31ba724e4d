// Announcements on the dashboard: pinned first, never expired or archived ones, archive and restore; and the PDF
// attachment, stored by content and read by the audience only.
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { announcements } from '../src/db/schema.ts';
import { announcementCalls } from './helpers/announcements.ts';
import { expectFailure, failure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const { listOf, post } = announcementCalls(t, sdk);

describe('the dashboard list', () => {
  it('shows pinned first, leaves expired and archived ones out, and archives and restores like every record', async () => {
    const bcs = t.seed.strataProperties.bcs;
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const expiring = await ok(
      post('strataadmin', {
        title: 'Expires soon',
        audience: { strataPropertyId: bcs },
        expiresAt: inAnHour,
      }),
    );
    const plain = await ok(post('strataadmin', { title: 'Plain news', audience: { strataPropertyId: bcs } }));
    const list = await listOf('unitowner');
    const ids = list.map((a) => a.id);
    expect(ids).toContain(expiring.id);
    // Pinned ones first (the seed's pinned elevator notice), then newest first.
    const firstUnpinned = list.findIndex((a) => !a.pinned);
    expect(list.slice(firstUnpinned).every((a) => !a.pinned)).toBe(true);
    expect(list[0]?.pinned).toBe(true);
    expect(ids.indexOf(plain.id)).toBeLessThan(ids.indexOf(expiring.id));
    // Its hour has passed.
    await t.app.services.db
      .update(announcements)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(announcements.id, expiring.id));
    expect((await listOf('unitowner')).some((a) => a.id === expiring.id)).toBe(false);
    // Paged like every list.
    const paged = await (await sdk.as('unitowner')).GET('/announcements', {
      params: { query: { limit: 1 } },
    });
    expect(paged.data).toHaveLength(1);
    expect(Number(paged.response.headers.get('x-total-count'))).toBe(list.length - 1);
    // Archive: gone for the audience (404), in the staff's archived list; restore brings it back.
    const admin = await sdk.as('strataadmin');
    const archived = await ok(
      admin.PUT('/announcements/archive/{id}', { params: { path: { id: plain.id } } }),
    );
    expect(archived.archived).toBe(true);
    await ok(admin.PUT('/announcements/archive/{id}', { params: { path: { id: plain.id } } }));
    await expectFailure(
      (await sdk.as('unitowner')).GET('/announcements/{id}', { params: { path: { id: plain.id } } }),
      404,
    );
    expect((await listOf('unitowner')).some((a) => a.id === plain.id)).toBe(false);
    const archivedList = await ok(admin.GET('/announcements', { params: { query: { archived: true } } }));
    expect(archivedList.some((a) => a.id === plain.id)).toBe(true);
    await expectFailure(
      (await sdk.as('unitowner')).GET('/announcements', { params: { query: { archived: true } } }),
      403,
    );
    const restored = await ok(
      admin.PUT('/announcements/restore/{id}', { params: { path: { id: plain.id } } }),
    );
    expect(restored.archived).toBe(false);
    expect((await listOf('unitowner')).some((a) => a.id === plain.id)).toBe(true);
    // The rental side's staff do not archive a building's announcement.
    await expectFailure(
      (await sdk.as('admin')).PUT('/announcements/archive/{id}', { params: { path: { id: plain.id } } }),
      404,
    );
  });
});

describe('the PDF attachment', () => {
  it('is stored by content, read by the audience, and reaches nobody else', async () => {
    const made = await ok(
      post('strataadmin', {
        title: 'Budget 2027',
        audience: { strataPropertyId: t.seed.strataProperties.eps },
      }),
    );
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]);
    const file = new File([new Uint8Array(await doc.save())], 'Budget 2027.pdf', { type: 'application/pdf' });
    const admin = await sdk.as('strataadmin');
    const uploaded = await ok(
      admin.PUT('/announcements/{id}/attachment', { params: { path: { id: made.id } }, body: { file } }),
    );
    expect(uploaded).toEqual({ id: made.id, fileName: 'Budget 2027.pdf' });
    const notPdf = new File([new TextEncoder().encode('hello')], 'fake.pdf', { type: 'application/pdf' });
    const refused = await failure(
      admin.PUT('/announcements/{id}/attachment', {
        params: { path: { id: made.id } },
        body: { file: notPdf },
      }),
    );
    expect(refused.status).toBe(415);
    const read = await ok(
      (await sdk.as('unitowner2')).GET('/announcements/{id}', { params: { path: { id: made.id } } }),
    );
    expect(read.attachment).toEqual({ fileName: 'Budget 2027.pdf', size: expect.any(Number) });
    const pdf = await t.request({
      method: 'GET',
      url: `/api/announcements/${made.id}/attachment`,
      as: 'unitowner2',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const outsider = await t.request({
      method: 'GET',
      url: `/api/announcements/${made.id}/attachment`,
      as: 'unitowner',
    });
    expect(outsider.statusCode).toBe(404);
  });
});
