// Service requests: attachments (type sniffed, 10 MB, photos' EXIF removed), "Me too" followers, and the list: who
// sees what, the filters, counts, CSV.
import { serviceRequestMessages as messages, serviceRequestResidentName } from '@portal/sdk/service-requests';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { serviceRequests } from '../src/db/schema.ts';
import type { DemoAccount } from '../src/seed.ts';
import { expectError } from './helpers/expect-error.ts';
import { multipart } from './helpers/multipart.ts';
import { createRequest, moveRequest, readRequest } from './helpers/service-requests.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

async function attach(as: DemoAccount, id: number, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const body = await multipart(form);
  return t.request({ method: 'POST', url: `/api/serviceRequests/${id}/attachments`, as, ...body });
}

async function list(as: DemoAccount, query = '') {
  const res = await t.request({ method: 'GET', url: `/api/serviceRequests${query}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; title: string; status: string; overdue: boolean }[];
}

describe('attachments', () => {
  it('stores a phone photo upright without its EXIF location, camera or any metadata', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 16/1 0/1' },
      })
      // Taken with the phone turned: the pixels lie sideways and the EXIF orientation says so.
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect([sent.exif !== undefined, sent.orientation, photo.includes('PhoneMaker')]).toEqual([
      true,
      6,
      true,
    ]);
    const res = await attach('unitowner', id, photo, 'leak.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const stored = await t.request({
      method: 'GET',
      url: `/api/serviceRequestAttachments/${res.json().id}`,
      as: 'unitowner',
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(stored.rawPayload.includes('PhoneMaker')).toBe(false);
    const detail = await readRequest(t, 'strataadmin', id);
    expect(detail.attachments).toMatchObject([{ fileName: 'leak.jpg', contentType: 'image/jpeg' }]);
    expect(detail.history.at(-1)).toMatchObject({ kind: 'attachment', note: 'leak.jpg' });
  });

  it('takes a PDF, and refuses by content what is not a photo or a PDF', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    expect((await attach('unitowner', id, pdf, 'invoice.pdf', 'application/pdf')).statusCode).toBe(201);
    const text = Buffer.from('just some text pretending to be a photo');
    expect(expectError(await attach('unitowner', id, text, 'photo.jpg', 'image/jpeg'), 415).message).toBe(
      messages.attachmentWrongType,
    );
  });

  it('refuses a file over 10 MB', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    const big = Buffer.alloc(10 * 1024 * 1024 + 1024, 0x20);
    big.write('%PDF-1.4\n', 0);
    expect(expectError(await attach('unitowner', id, big, 'big.pdf', 'application/pdf'), 413).message).toBe(
      messages.attachmentTooLarge,
    );
  });
});

describe('Me too', () => {
  it('adds a neighbour as a follower once, counts the affected, and lists it as theirs', async () => {
    const { id, affectedCount } = await createRequest(t, 'unitowner', {
      strataPropertyId: t.seed.strataProperties.bcs,
      commonArea: true,
      category: 'commonArea',
      title: 'Lobby door closer broken',
    });
    expect(affectedCount).toBe(1);
    const follow = () =>
      t.request({ method: 'POST', url: `/api/serviceRequests/${id}/followers`, as: 'unitowner2' });
    expect((await follow()).json().affectedCount).toBe(2);
    expect((await follow()).json().affectedCount).toBe(2);
    const own = await t.request({
      method: 'POST',
      url: `/api/serviceRequests/${id}/followers`,
      as: 'unitowner',
    });
    expect(own.json().affectedCount).toBe(2);
    expect((await readRequest(t, 'unitowner2', id)).following).toBe(true);
    expect((await list('unitowner2', '?mine=true')).map((r) => r.id)).toContain(id);
    expect((await list('unitowner', '?mine=true')).map((r) => r.id)).toContain(id);
    expect((await list('BCS1234', '?mine=true')).map((r) => r.id)).not.toContain(id);
  });

  it('refuses to follow a closed request', async () => {
    const closed = t.seed.serviceRequests.bcs101Closed;
    const res = await t.request({
      method: 'POST',
      url: `/api/serviceRequests/${closed}/followers`,
      as: 'unitowner2',
    });
    expect(expectError(res, 409).message).toBe(messages.closed);
  });
});

describe('lists', () => {
  it('show each role exactly the requests it may see', async () => {
    const s = t.seed.serviceRequests;
    const ids = async (as: DemoAccount) => new Set((await list(as)).map((r) => r.id));
    const unitowner = await ids('unitowner');
    expect([s.bcs101, s.bcsCommon, s.bcs101Closed].every((id) => unitowner.has(id))).toBe(true);
    expect([s.bcs102, s.eps305, s.epsCommon, s.ownerRental].some((id) => unitowner.has(id))).toBe(false);
    const unitowner2 = await ids('unitowner2');
    expect([s.bcs101, s.bcsCommon, s.eps305, s.epsCommon].every((id) => unitowner2.has(id))).toBe(true);
    expect(unitowner2.has(s.bcs102)).toBe(false);
    const building = await ids('BCS1234');
    expect([s.bcs101, s.bcs102, s.bcsCommon].every((id) => building.has(id))).toBe(true);
    expect(building.has(s.eps305)).toBe(false);
    const owner = await ids('owner');
    expect(owner.has(s.ownerRental) && !owner.has(s.owner2Rental) && !owner.has(s.bcs101)).toBe(true);
    const strataadmin = await ids('strataadmin');
    expect(strataadmin.has(s.bcs102) && !strataadmin.has(s.ownerRental)).toBe(true);
    const admin = await ids('admin');
    expect(admin.has(s.owner2Rental) && !admin.has(s.bcs101)).toBe(true);
    const superadmin = await ids('superadmin');
    expect(superadmin.has(s.owner2Rental) && superadmin.has(s.bcs101)).toBe(true);
  });

  it('sorts overdue first, the most overdue first, then the others by their target time, page after page', async () => {
    const { db } = t.app.services;
    const hoursFromNow = async (hours: number) => {
      const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
      await db
        .update(serviceRequests)
        .set({ dueAt: new Date(Date.now() + hours * 3_600_000) })
        .where(eq(serviceRequests.id, id));
      return id;
    };
    const [soon, late, longOverdue, justOverdue] = [
      await hoursFromNow(2),
      await hoursFromNow(48),
      await hoursFromNow(-30),
      await hoursFromNow(-1),
    ];
    const mine = new Set([soon, late, longOverdue, justOverdue]);
    const open = '&status=new&status=acknowledged&status=inProgress&status=waitingOnRequester';
    const whole = (await list('strataadmin', `?sort=overdue${open}`)).map((r) => r.id);
    expect(whole.filter((id) => mine.has(id))).toEqual([longOverdue, justOverdue, soon, late]);
    const paged: number[] = [];
    for (let offset = 0; offset < whole.length; offset += 2) {
      paged.push(
        ...(await list('strataadmin', `?sort=overdue&limit=2&offset=${offset}${open}`)).map((r) => r.id),
      );
    }
    expect(paged).toEqual(whole);
    const reversed = (await list('strataadmin', `?sort=-overdue${open}`)).map((r) => r.id);
    expect(reversed).toEqual([...whole].reverse());
  });

  it('filters by status, category, priority, place and overdue, and counts by status', async () => {
    const s = t.seed.serviceRequests;
    const { id } = await createRequest(t, 'unitowner', {
      strataUnitId: t.seed.strataUnits.bcs101,
      priority: 'low',
    });
    const { db } = t.app.services;
    await db
      .update(serviceRequests)
      .set({ dueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(serviceRequests.id, id));
    const overdue = await list('strataadmin', '?overdue=true');
    expect(overdue.map((r) => r.id)).toContain(id);
    expect(overdue.every((r) => r.overdue)).toBe(true);
    expect((await list('strataadmin', '?overdue=false')).map((r) => r.id)).not.toContain(id);
    const waiting = await list('strataadmin', '?status=waitingOnRequester&status=resolved');
    expect(new Set(waiting.map((r) => r.status))).toEqual(new Set(['waitingOnRequester', 'resolved']));
    expect((await list('strataadmin', '?category=elevator&commonArea=true')).map((r) => r.id)).toContain(
      s.bcsCommon,
    );
    expect(
      (await list('strataadmin', `?strataUnitId=${t.seed.strataUnits.eps305}`)).map((r) => r.id),
    ).toEqual([s.eps305]);
    expect((await list('superadmin', '?priority=emergency')).map((r) => r.id)).toContain(s.bcsCommon);
    const counts = await t.request({ method: 'GET', url: '/api/serviceRequests/counts', as: 'strataadmin' });
    const body = counts.json();
    expect(body.overdue).toBeGreaterThanOrEqual(1);
    expect(Object.values(body.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      body.total,
    );
    expect(body.total).toBe((await list('strataadmin')).length);
  });

  it('pages, sorts overdue first, searches, and refuses a building that is not the caller’s', async () => {
    const page = await t.request({
      method: 'GET',
      url: '/api/serviceRequests?limit=2&sort=overdue',
      as: 'strataadmin',
    });
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2);
    expect((await list('strataadmin', '?q=elevator')).every((r) => /elevator/i.test(r.title))).toBe(true);
    const foreign = await t.request({
      method: 'GET',
      url: `/api/serviceRequests?strataPropertyId=${t.seed.strataProperties.eps}`,
      as: 'unitowner',
    });
    expectError(foreign, 404);
  });

  it('names a resident to other residents as “A resident”, and to staff and the building by name', async () => {
    const id = t.seed.serviceRequests.bcsCommon;
    const nameFor = async (as: DemoAccount) =>
      (await readRequest(t, as, id)) as unknown as { requesterName: string };
    expect((await nameFor('unitowner2')).requesterName).toBe(serviceRequestResidentName);
    expect((await nameFor('unitowner')).requesterName).toBe('Daniel Okafor');
    expect((await nameFor('strataadmin')).requesterName).toBe('Daniel Okafor');
    expect((await nameFor('BCS1234')).requesterName).toBe('Daniel Okafor');
    const listed = await t.request({ method: 'GET', url: '/api/serviceRequests?q=Daniel', as: 'unitowner2' });
    expect(listed.body).not.toContain('Daniel');
  });

  it('exports CSV with formula cells neutralised', async () => {
    await createRequest(t, 'unitowner', {
      strataUnitId: t.seed.strataUnits.bcs101,
      title: '=HYPERLINK("http://x")',
    });
    const res = await t.request({
      method: 'GET',
      url: '/api/serviceRequests?q=HYPERLINK',
      as: 'strataadmin',
      headers: { accept: 'text/csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, row] = res.body.trim().split('\r\n');
    expect(header?.split(',').slice(0, 3)).toEqual(['id', 'title', 'description']);
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/);
  });

  it('stops a moved request from being listed under its old status', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    await moveRequest(t, 'strataadmin', id, 'acknowledged');
    expect((await list('strataadmin', '?status=new')).map((r) => r.id)).not.toContain(id);
  });
});
