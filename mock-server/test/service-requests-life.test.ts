// Service requests: where one may be asked, its life (every legal move, the 409s, who may make which move, reopening
// within 14 days, the automatic close), internal comments hidden from everyone but staff.
import {
  serviceRequestMessages as messages,
  type ServiceRequestPriority,
} from '@portal/sdk/service-requests';
import type { ServiceRequestDetail } from '@portal/sdk/types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceRequestEvents, serviceRequests } from '../src/db/schema.ts';
import { renderServiceRequestPdf } from '../src/pdf/service-request-pdf.ts';
import { closeResolvedRequests } from '../src/repositories/service-requests.ts';
import { britishColumbiaHolidays } from '../src/services/holidays.ts';
import { dueAt } from '../src/services/service-request-rules.ts';
import { expectError } from './helpers/expect-error.ts';
import {
  comment,
  createRequest,
  moveRequest,
  readRequest,
  requestInput,
} from './helpers/service-requests.ts';
import { pdfText } from './helpers/strata-forms.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const create = (fields: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/serviceRequests',
    as: 'unitowner',
    payload: { ...requestInput, ...fields },
  });

describe('asking', () => {
  it('lets a unit user ask about their unit, with a target time from the priority', async () => {
    const made = await createRequest(t, 'unitowner', {
      strataUnitId: t.seed.strataUnits.bcs101,
      priority: 'high',
    });
    expect(made.status).toBe('new');
    expect(made.dueAt).toBe(
      dueAt(new Date(made.createdAt), 'high', 'America/Vancouver', 'CA-BC').toISOString(),
    );
    const detail = await readRequest(t, 'unitowner', made.id);
    expect(detail.history).toMatchObject([{ kind: 'created', toStatus: 'new', actorName: 'Daniel Okafor' }]);
  });

  it('counts business days: high is the next weekday, emergency four hours', () => {
    // 07:00 on a Friday in Vancouver.
    const friday = new Date('2026-12-04T15:00:00Z');
    const due = (priority: ServiceRequestPriority) =>
      dueAt(friday, priority, 'America/Vancouver', 'CA-BC').toISOString();
    expect(due('high')).toBe('2026-12-07T15:00:00.000Z');
    expect(due('normal')).toBe('2026-12-09T15:00:00.000Z');
    expect(due('low')).toBe('2026-12-15T15:00:00.000Z');
    expect(due('emergency')).toBe('2026-12-04T19:00:00.000Z');
  });

  it('counts business days in the company’s time zone: a Friday evening there is due on Monday evening', () => {
    // 17:00 on Friday 4 December in Vancouver is already Saturday in UTC.
    const fridayEvening = new Date('2026-12-05T01:00:00Z');
    expect(dueAt(fridayEvening, 'high', 'America/Vancouver', 'CA-BC').toISOString()).toBe(
      '2026-12-08T01:00:00.000Z',
    );
    // 07:00 on Saturday in Tokyo is still Friday in UTC: a Saturday request there waits for Monday.
    expect(dueAt(new Date('2026-12-04T22:00:00Z'), 'high', 'Asia/Tokyo', 'CA-BC').toISOString()).toBe(
      '2026-12-06T22:00:00.000Z',
    );
  });

  it('skips British Columbia’s statutory holidays, and only them when asked to', () => {
    // 10:00 PDT on Thursday 2 April 2026: Good Friday, then the weekend (Easter Monday is not one of the province's).
    const beforeGoodFriday = new Date('2026-04-02T17:00:00Z');
    expect(dueAt(beforeGoodFriday, 'high', 'America/Vancouver', 'CA-BC').toISOString()).toBe(
      '2026-04-06T17:00:00.000Z',
    );
    expect(dueAt(beforeGoodFriday, 'high', 'America/Vancouver', 'none').toISOString()).toBe(
      '2026-04-03T17:00:00.000Z',
    );
    // 10:00 PST on Friday 24 December 2027: Christmas falls on the Saturday and is kept on Monday the 27th.
    expect(dueAt(new Date('2027-12-24T18:00:00Z'), 'high', 'America/Vancouver', 'CA-BC').toISOString()).toBe(
      '2027-12-28T18:00:00.000Z',
    );
    // Normal: three business days from Friday 9 October 2026 pass over Thanksgiving, Monday the 12th.
    expect(
      dueAt(new Date('2026-10-09T17:00:00Z'), 'normal', 'America/Vancouver', 'CA-BC').toISOString(),
    ).toBe('2026-10-15T17:00:00.000Z');
  });

  it('knows the eleven statutory holidays of a year, a weekend one kept on the next weekday', () => {
    expect([...britishColumbiaHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-04-03',
      '2026-05-18',
      '2026-07-01',
      '2026-08-03',
      '2026-09-07',
      '2026-09-30',
      '2026-10-12',
      '2026-11-11',
      '2026-12-25',
    ]);
    const kept = (year: number) => [...britishColumbiaHolidays(year)];
    // New Year's Day 2028 is a Saturday, Canada Day 2029 a Sunday, Remembrance Day 2029 a Sunday.
    expect(kept(2028)).toContain('2028-01-03');
    expect(kept(2029)).toEqual(expect.arrayContaining(['2029-07-02', '2029-11-12']));
    // Victoria Day is the Monday before 25 May, 24 May itself when a Monday (2027).
    expect(kept(2027)).toContain('2027-05-24');
    expect(kept(2028)).toContain('2028-05-22');
  });

  it('keeps the hour of the day across a change of clocks', () => {
    // 10:00 PST on Friday 6 March 2026; the clocks go forward on Sunday 8 March: due at 10:00 PDT.
    const beforeTheChange = new Date('2026-03-06T18:00:00Z');
    expect(dueAt(beforeTheChange, 'low', 'America/Vancouver', 'CA-BC').toISOString()).toBe(
      '2026-03-17T17:00:00.000Z',
    );
  });

  it('lets unit users, the building login and staff ask about common property; an owner about their property', async () => {
    const building = {
      strataPropertyId: t.seed.strataProperties.bcs,
      commonArea: true,
      category: 'elevator',
    };
    await createRequest(t, 'unitowner', building);
    await createRequest(t, 'BCS1234', building);
    await createRequest(t, 'strataadmin', building);
    await createRequest(t, 'owner', { propertyId: t.seed.properties.owner[0], category: 'repairs' });
  });

  it('answers 404 for a place the caller may not reach, as for one that does not exist', async () => {
    const neighbour = await create({ strataUnitId: t.seed.strataUnits.bcs102 });
    const missing = await create({ strataUnitId: 2147483647 });
    expect(neighbour.statusCode).toBe(404);
    expect(neighbour.json()).toEqual(missing.json());
    expectError(await create({ strataPropertyId: t.seed.strataProperties.eps, commonArea: true }), 404);
    const rental = await t.request({
      method: 'POST',
      url: '/api/serviceRequests',
      as: 'strataadmin',
      payload: { ...requestInput, category: 'repairs', propertyId: t.seed.properties.owner[0] },
    });
    expectError(rental, 404);
  });

  it('asks for exactly one place, and a category of its side', async () => {
    const two = await create({
      strataUnitId: t.seed.strataUnits.bcs101,
      strataPropertyId: t.seed.strataProperties.bcs,
    });
    expect(expectError(two, 400).message).toBe(messages.onePlace);
    expect(expectError(await create({}), 400).message).toBe(messages.onePlace);
    const noCommon = await create({ strataPropertyId: t.seed.strataProperties.bcs });
    expect(expectError(noCommon, 400).message).toBe(messages.onePlace);
    const rentalCategory = await create({ strataUnitId: t.seed.strataUnits.bcs101, category: 'pests' });
    expect(expectError(rentalCategory, 400, 'category').message).toBe(messages.strataCategory);
  });
});

describe('its life', () => {
  it('walks every legal move, keeping who, when, from and to in the history', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    for (const [to, note] of [
      ['acknowledged', 'Booked'],
      ['inProgress', undefined],
      ['waitingOnRequester', 'When may we come in?'],
      ['inProgress', undefined],
      ['resolved', 'Washer replaced.'],
    ] as const) {
      const res = await moveRequest(t, 'strataadmin', id, to, note);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(to);
    }
    const detail = await readRequest(t, 'unitowner', id);
    expect(detail.history.filter((h) => h.kind === 'status').map((h) => [h.fromStatus, h.toStatus])).toEqual([
      ['new', 'acknowledged'],
      ['acknowledged', 'inProgress'],
      ['inProgress', 'waitingOnRequester'],
      ['waitingOnRequester', 'inProgress'],
      ['inProgress', 'resolved'],
    ]);
    expect(detail.history.at(-1)).toMatchObject({ actorName: 'strataadmin', note: 'Washer replaced.' });
    expect(detail.reopenUntil).not.toBeNull();
    expect((await moveRequest(t, 'strataadmin', id, 'closed')).json().status).toBe('closed');
  });

  it('answers 409 with a plain message for a move the machine does not have', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    const skip = expectError(await moveRequest(t, 'strataadmin', id, 'resolved'), 409, 'status');
    expect(skip.message).toBe('A request that is "New" cannot move to "Resolved".');
    expect(expectError(await moveRequest(t, 'strataadmin', id, 'new'), 409).message).toBe(
      messages.already('new'),
    );
    expect(expectError(await moveRequest(t, 'strataadmin', id, 'waitingOnRequester'), 409).message).toBe(
      messages.illegalMove('new', 'waitingOnRequester'),
    );
    expect(expectError(await moveRequest(t, 'strataadmin', id, 'closed'), 409).message).toBe(
      messages.illegalMove('new', 'closed'),
    );
  });

  it('cancels only with a reason, and a cancelled request moves nowhere and takes no comment', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    expect(expectError(await moveRequest(t, 'strataadmin', id, 'cancelled'), 400, 'note').message).toBe(
      messages.cancelReason,
    );
    expect((await moveRequest(t, 'strataadmin', id, 'cancelled', 'Reported twice.')).statusCode).toBe(200);
    expectError(await moveRequest(t, 'strataadmin', id, 'inProgress'), 409);
    expect(expectError(await comment(t, 'unitowner', id, 'Still broken'), 409).message).toBe(
      messages.closedComments,
    );
  });

  it('lets only staff move a request; the requester only reopens within 14 days', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    expect(expectError(await moveRequest(t, 'unitowner', id, 'acknowledged'), 403).message).toBe(
      messages.staffOnly,
    );
    expectError(await moveRequest(t, 'BCS1234', id, 'acknowledged'), 403);
    for (const to of ['acknowledged', 'inProgress', 'resolved']) await moveRequest(t, 'strataadmin', id, to);
    expectError(await moveRequest(t, 'unitowner2', id, 'inProgress'), 403);
    expect((await moveRequest(t, 'unitowner', id, 'inProgress', 'Dripping again.')).json().status).toBe(
      'inProgress',
    );
    await moveRequest(t, 'strataadmin', id, 'resolved');
    const fifteenDaysAgo = new Date(Date.now() - 15 * 86_400_000);
    await t.app.services.db
      .update(serviceRequests)
      .set({ resolvedAt: fifteenDaysAgo })
      .where(eq(serviceRequests.id, id));
    expect(expectError(await moveRequest(t, 'unitowner', id, 'inProgress'), 409).message).toBe(
      messages.reopenTooLate,
    );
  });

  it('closes a request by itself 14 days after it was resolved', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    for (const to of ['acknowledged', 'inProgress', 'resolved']) await moveRequest(t, 'strataadmin', id, to);
    const { db } = t.app.services;
    await db
      .update(serviceRequests)
      .set({ resolvedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(serviceRequests.id, id));
    expect(await closeResolvedRequests(db, new Date(), 14)).toBeGreaterThanOrEqual(1);
    const detail = await readRequest(t, 'unitowner', id);
    expect(detail.status).toBe('closed');
    expect(detail.history.at(-1)).toMatchObject({
      actorName: 'Portal',
      fromStatus: 'resolved',
      toStatus: 'closed',
    });
  });

  it('keeps the history in the order things happened, whatever order they were written in', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    await moveRequest(t, 'strataadmin', id, 'acknowledged');
    expect((await comment(t, 'unitowner', id, 'It drips faster at night.')).statusCode).toBe(201);
    // The acknowledgement's transaction began before the comment's and committed after it: its row is written later
    // but happened first.
    const { db } = t.app.services;
    const written = await db
      .select({ id: serviceRequestEvents.id, kind: serviceRequestEvents.kind })
      .from(serviceRequestEvents)
      .where(eq(serviceRequestEvents.serviceRequestId, id))
      .orderBy(serviceRequestEvents.id);
    const base = Date.now() - 3_600_000;
    for (const [n, row] of written.entries()) {
      const minutes = row.kind === 'comment' ? 10 : row.kind === 'status' ? 20 : 0;
      await db
        .update(serviceRequestEvents)
        .set({ at: new Date(base + minutes * 60_000 + n) })
        .where(eq(serviceRequestEvents.id, row.id));
    }
    const detail = await readRequest(t, 'strataadmin', id);
    expect(detail.history.map((h) => h.kind)).toEqual(['created', 'comment', 'status']);
    const times = detail.history.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('puts a request waiting on its requester back in progress when the requester answers', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    for (const to of ['acknowledged', 'inProgress', 'waitingOnRequester'])
      await moveRequest(t, 'strataadmin', id, to);
    expect((await comment(t, 'unitowner', id, 'Tuesday after 2 pm works.')).statusCode).toBe(201);
    expect((await readRequest(t, 'unitowner', id)).status).toBe('inProgress');
  });
});

describe('its history as a PDF', () => {
  it('gives its times in the company’s time zone, each with the zone’s name', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    // Asked at 17:00 on a Friday in Vancouver (01:00 on Saturday in UTC), due in summer time.
    await t.app.services.db
      .update(serviceRequests)
      .set({ createdAt: new Date('2026-12-05T01:00:00Z'), dueAt: new Date('2027-07-02T19:30:00Z') })
      .where(eq(serviceRequests.id, id));
    const pdf = await t.request({ method: 'GET', url: `/api/serviceRequests/${id}/pdf`, as: 'strataadmin' });
    const drawn = (await pdfText(pdf.rawPayload)).flat();
    expect(drawn).toContain('2026-12-04 17:00 PST');
    expect(drawn.some((text) => text.startsWith('2027-07-02 12:30 PDT'))).toBe(true);
    expect(drawn.join('\n')).not.toContain('UTC');
  });

  it('draws every line of a long entry and names each move in letters the PDF can draw', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    const read = await t.request({ method: 'GET', url: `/api/serviceRequests/${id}`, as: 'strataadmin' });
    const detail = read.json() as ServiceRequestDetail;
    const [created] = detail.history;
    if (!created) throw new Error('a new request has its creation in its history');
    const fileName = 'IMG_20261204_170012_HDR_kitchen_ceiling_after_the_leak_upstairs.jpg';
    const pdf = await renderServiceRequestPdf(
      {
        ...detail,
        history: [
          created,
          { ...created, kind: 'status', fromStatus: 'waitingOnRequester', toStatus: 'inProgress' },
          { ...created, kind: 'attachment', note: fileName },
        ],
      },
      'strataadmin',
      'America/Vancouver',
    );
    const drawn = (await pdfText(pdf)).flat();
    expect(drawn).toContain('Waiting on requester -> In progress');
    // The table's cell wraps the name over three lines; all of them are drawn.
    const attached = drawn.indexOf('Attached');
    expect(drawn.slice(attached + 1, attached + 4).join('')).toBe(fileName);
  });
});

describe('internal comments', () => {
  it('are read by staff only, in no answer to the requester, the building or other residents', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    expect((await comment(t, 'strataadmin', id, 'Check the warranty first.', true)).statusCode).toBe(201);
    expect((await comment(t, 'strataadmin', id, 'We will call you tomorrow.')).statusCode).toBe(201);
    const staff = await readRequest(t, 'strataadmin', id);
    expect(staff.comments.map((c) => c.text)).toEqual([
      'Check the warranty first.',
      'We will call you tomorrow.',
    ]);
    expect(staff.history.some((h) => h.internal)).toBe(true);
    for (const reader of ['unitowner', 'unitowner2', 'BCS1234'] as const) {
      const res = await t.request({ method: 'GET', url: `/api/serviceRequests/${id}`, as: reader });
      expect(res.body).not.toContain('warranty');
      expect(res.json().comments).toMatchObject([{ text: 'We will call you tomorrow.', fromStaff: true }]);
    }
    const pdf = await t.request({ method: 'GET', url: `/api/serviceRequests/${id}/pdf`, as: 'unitowner' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const residentsCopy = (await pdfText(pdf.rawPayload)).flat().join('\n');
    expect(residentsCopy).toContain('We will call you tomorrow.');
    expect(residentsCopy).not.toContain('warranty');
    const staffCopy = await t.request({
      method: 'GET',
      url: `/api/serviceRequests/${id}/pdf`,
      as: 'strataadmin',
    });
    expect((await pdfText(staffCopy.rawPayload)).flat().join('\n')).toContain('Check the warranty first.');
  });

  it('may not be written by residents, owners or buildings', async () => {
    const { id } = await createRequest(t, 'unitowner', { strataUnitId: t.seed.strataUnits.bcs101 });
    for (const writer of ['unitowner', 'BCS1234'] as const) {
      expect(expectError(await comment(t, writer, id, 'psst', true), 403).message).toBe(
        messages.internalStaffOnly,
      );
    }
  });
});
