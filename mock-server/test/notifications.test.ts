// Notifications: each event reaches its people once (in the portal, and by mail as each one chose), the actor is never
// told of their own change, preferences and the locked statutory notice, one-click unsubscribe, digests sent once,
// and nobody reads or marks another person's notifications.
import { notificationMessages as messages } from '@portal/sdk/notifications';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { lastDueAt, sendDueDigests } from '../src/notifications/digests.ts';
import { readUnsubscribeToken } from '../src/notifications/unsubscribe.ts';
import type { DemoAccount } from '../src/seed.ts';
import { createRequest, moveRequest } from './helpers/service-requests.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

async function pdf(title: string): Promise<File> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage([612, 792]);
  return new File([new Uint8Array(await doc.save())], `${title}.pdf`, { type: 'application/pdf' });
}

async function unread(account: DemoAccount) {
  return ok((await sdk.as(account)).GET('/notifications', { params: { query: { unread: true } } }));
}

async function mailsTo(account: DemoAccount) {
  const [row] = (
    (await db().execute(sql`select email from users where user_name = ${account}`)) as unknown as {
      rows: { email: string }[];
    }
  ).rows;
  return t.app.services.mail.list({ to: row?.email });
}

async function setFrequency(
  account: DemoAccount,
  event: 'documentPosted' | 'serviceRequestUpdated',
  frequency: 'instant' | 'daily' | 'weekly' | 'off',
) {
  return ok(
    (await sdk.as(account)).PUT('/account/notifications/preferences', {
      body: { preferences: [{ event, frequency }] },
    }),
  );
}

describe('a rental document filed for an owner', () => {
  it('tells the owner once, when its first file is uploaded, with a mail linking to the property', async () => {
    const admin = await sdk.as('admin');
    const before = (await unread('owner')).length;
    const mailsBefore = (await mailsTo('owner')).length;
    const created = await ok(
      admin.POST('/documents', {
        body: {
          propertyId: t.seed.properties.owner[0],
          ownerId: null,
          documentTypeId: t.seed.documentTypes['Tenancy Notice'] ?? 0,
          fileName: 'Notice to End Tenancy.pdf',
          documentDate: '2026-11-01',
        },
      }),
    );
    // The record alone says nothing: there is nothing to open yet.
    expect((await unread('owner')).length).toBe(before);
    const upload = () =>
      pdf('Notice').then((file) =>
        ok(admin.PUT('/documents/upload/{id}', { params: { path: { id: created.id } }, body: { file } })),
      );
    await upload();
    const after = await unread('owner');
    expect(after.length).toBe(before + 1);
    expect(after[0]).toMatchObject({
      event: 'documentPosted',
      title: 'New document: Notice to End Tenancy.pdf',
      link: `/owner/property/${t.seed.properties.owner[0]}`,
      readAt: null,
    });
    const mails = await mailsTo('owner');
    expect(mails.length).toBe(mailsBefore + 1);
    const [mail] = mails;
    expect(mail?.subject).toBe('New document: Notice to End Tenancy.pdf');
    expect(mail?.text).toContain(`/owner/property/${t.seed.properties.owner[0]}`);
    expect(mail?.text).toContain('Harbourview Property Management');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers['List-Unsubscribe']).toMatch(/^<http.*\/api\/notifications\/unsubscribe\?token=/);
    // A replaced file is not news again; the uploader (admin) is not told.
    await upload();
    expect((await unread('owner')).length).toBe(before + 1);
    expect((await unread('owner2')).every((n) => !n.title.includes('Notice to End Tenancy'))).toBe(true);
  });
});

describe('strata documents', () => {
  it("tells a building's current unit users of a building document, and a unit's primary owner of a unit document", async () => {
    const admin = await sdk.as('strataadmin');
    const building = await ok(
      admin.POST('/strataDocuments', {
        body: {
          title: 'AGM Minutes 2026',
          strataPropertyId: t.seed.strataProperties.bcs,
          strataDocumentCategoryId:
            t.seed.strataDocumentCategories.Minutes ?? Object.values(t.seed.strataDocumentCategories)[0] ?? 0,
        },
      }),
    );
    await ok(
      admin.PUT('/strataDocuments/upload/{id}', {
        params: { path: { id: building.id } },
        body: { file: await pdf('Minutes') },
      }),
    );
    for (const account of ['unitowner', 'unitowner2'] as const) {
      expect(
        (await unread(account)).find((n) => n.title === 'New building document: AGM Minutes 2026'),
      ).toMatchObject({
        event: 'buildingDocumentPosted',
        link: `/strataUnitOwner/strataProperty/${t.seed.strataProperties.bcs}`,
      });
    }
    const unit = await ok(
      admin.POST('/strataUnitDocument', {
        body: {
          title: 'Inspection',
          strataUnitId: t.seed.strataUnits.bcs101,
          strataUnitDocumentCategoryId: t.seed.strataUnitDocumentCategories.General ?? 0,
          documentDate: '2026-11-01',
        },
      }),
    );
    await ok(
      admin.PUT('/strataUnitDocument/upload/{id}', {
        params: { path: { id: unit.id } },
        body: { file: await pdf('Inspection') },
      }),
    );
    // unitowner is unit 101's primary user; unitowner2 its secondary: only the primary hears of a unit document.
    expect(
      (await unread('unitowner')).some(
        (n) => n.event === 'unitDocumentPosted' && n.title.includes('Inspection'),
      ),
    ).toBe(true);
    expect((await unread('unitowner2')).some((n) => n.title.includes('Inspection'))).toBe(false);
  });
});

describe('a service request', () => {
  it('tells the requester and followers of a move and a public comment, never the actor, never of an internal note', async () => {
    const made = await createRequest(t, 'unitowner', {
      strataPropertyId: t.seed.strataProperties.bcs,
      commonArea: true,
      category: 'elevator',
      title: 'Elevator stuck on floor 3',
    });
    await ok(
      (await sdk.as('unitowner2')).POST('/serviceRequests/{id}/followers', {
        params: { path: { id: made.id } },
      }),
    );
    const before = {
      requester: (await unread('unitowner')).length,
      follower: (await unread('unitowner2')).length,
    };
    expect((await moveRequest(t, 'strataadmin', made.id, 'acknowledged')).statusCode).toBe(200);
    const requester = await unread('unitowner');
    expect(requester.length).toBe(before.requester + 1);
    expect(requester[0]).toMatchObject({
      event: 'serviceRequestUpdated',
      body: 'New → Acknowledged',
      link: `/strataUnitOwner/requests/${made.id}`,
    });
    expect((await unread('unitowner2')).length).toBe(before.follower + 1);
    const admin = await sdk.as('strataadmin');
    await ok(
      admin.POST('/serviceRequests/{id}/comments', {
        params: { path: { id: made.id } },
        body: { text: 'Only staff: the contractor is slow', internal: true },
      }),
    );
    expect((await unread('unitowner')).length).toBe(before.requester + 1);
    // The requester's own comment tells the follower, not the requester.
    await ok(
      (await sdk.as('unitowner')).POST('/serviceRequests/{id}/comments', {
        params: { path: { id: made.id } },
        body: { text: 'It is still stuck this morning.', internal: false },
      }),
    );
    expect((await unread('unitowner')).length).toBe(before.requester + 1);
    const follower = await unread('unitowner2');
    expect(follower[0]?.body).toBe('New comment: It is still stuck this morning.');
  });
});

describe('the list, the count and read marks', () => {
  it('counts, marks one and all read, and keeps each person to their own', async () => {
    const owner2 = await sdk.as('owner2');
    const count = async () => ok(owner2.GET('/notifications/unreadCount'));
    const start = (await count()).count;
    expect(start).toBeGreaterThan(0);
    const [first] = await unread('owner2');
    if (!first) throw new Error('owner2 has no notification');
    const read = await ok(owner2.PUT('/notifications/{id}/read', { params: { path: { id: first.id } } }));
    expect(read.readAt).not.toBeNull();
    expect((await count()).count).toBe(start - 1);
    // Another person's notification answers 404, as a missing one does.
    await expectFailure(
      (await sdk.as('owner')).PUT('/notifications/{id}/read', { params: { path: { id: first.id } } }),
      404,
    );
    const paged = await owner2.GET('/notifications', { params: { query: { limit: 1 } } });
    expect(paged.response.headers.get('x-total-count')).toMatch(/^\d+$/);
    expect(paged.data?.length).toBe(1);
    // Mark all read up to the newest shown: one that arrives after stays unread.
    const shown = await unread('owner2');
    const newest = (await ok(owner2.GET('/notifications', { params: { query: { limit: 1 } } })))[0]?.id ?? 0;
    // The count asked again (on PGlite, kept) shows a notification as soon as it arrives.
    const beforeNew = (await count()).count;
    const made = await createRequest(t, 'owner2', {
      propertyId: t.seed.properties.owner2[0],
      category: 'repairs',
    });
    expect((await moveRequest(t, 'admin', made.id, 'acknowledged')).statusCode).toBe(200);
    expect((await count()).count).toBeGreaterThan(beforeNew);
    const marked = await ok(owner2.PUT('/notifications/read', { params: { query: { upTo: newest } } }));
    expect(marked.count).toBe(shown.length);
    expect((await count()).count).toBe(1);
  });
});

describe('preferences', () => {
  it('answers one entry per event, instant by default, the statutory notice locked', async () => {
    const prefs = await ok((await sdk.as('unitowner')).GET('/account/notifications/preferences'));
    expect(prefs.find((p) => p.event === 'documentPosted')).toEqual({
      event: 'documentPosted',
      frequency: 'instant',
      locked: false,
    });
    expect(prefs.find((p) => p.event === 'statutoryNotice')).toEqual({
      event: 'statutoryNotice',
      frequency: 'instant',
      locked: true,
    });
  });

  it('refuses to mute a statutory notice and changes nothing else in that request', async () => {
    const account = await sdk.as('BCS1234');
    await expectFailure(
      account.PUT('/account/notifications/preferences', {
        body: {
          preferences: [
            { event: 'announcementPosted', frequency: 'off' },
            { event: 'statutoryNotice', frequency: 'off' },
          ],
        },
      }),
      400,
      messages.locked,
    );
    const prefs = await ok(account.GET('/account/notifications/preferences'));
    expect(prefs.find((p) => p.event === 'announcementPosted')?.frequency).toBe('instant');
  });

  it('refuses an event listed twice, naming it', async () => {
    await expectFailure(
      (await sdk.as('owner')).PUT('/account/notifications/preferences', {
        body: {
          preferences: [
            { event: 'documentPosted', frequency: 'off' },
            { event: 'documentPosted', frequency: 'daily' },
          ],
        },
      }),
      400,
      messages.repeatedEvent('documentPosted'),
    );
  });

  it('sends no mail with off, and the in-portal notification all the same', async () => {
    await setFrequency('owner2', 'serviceRequestUpdated', 'off');
    const mailsBefore = (await mailsTo('owner2')).length;
    const before = (await unread('owner2')).length;
    const made = await createRequest(t, 'owner2', {
      propertyId: t.seed.properties.owner2[0],
      category: 'repairs',
    });
    expect((await moveRequest(t, 'admin', made.id, 'acknowledged')).statusCode).toBe(200);
    expect((await unread('owner2')).length).toBe(before + 1);
    expect((await mailsTo('owner2')).length).toBe(mailsBefore);
    await setFrequency('owner2', 'serviceRequestUpdated', 'instant');
  });
});

describe('one-click unsubscribe', () => {
  it("turns the mail's event off for its person, from the link a mail carries; a forged token is refused", async () => {
    await setFrequency('owner', 'documentPosted', 'instant');
    const [mail] = (await mailsTo('owner')).filter((m) => m.headers['List-Unsubscribe']);
    const link = /<(.*)>/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(readUnsubscribeToken(t.app.services.options, token)?.event).toBe('documentPosted');
    // A mail program's one-click POST: the form body of RFC 8058.
    const res = await t.request({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ event: 'documentPosted', frequency: 'off', locked: false });
    const prefs = await ok((await sdk.as('owner')).GET('/account/notifications/preferences'));
    expect(prefs.find((p) => p.event === 'documentPosted')?.frequency).toBe('off');
    const forged = token.replace(/\.[^.]+$/, '.AAAA');
    await expectFailure(
      sdk.anonymous().POST('/notifications/unsubscribe', { params: { query: { token: forged } } }),
      400,
      messages.badUnsubscribeLink,
    );
    // Another person's id with this signature is refused too.
    const other = token.replace(/^\d+/, String(t.seed.users.owner2));
    await expectFailure(
      sdk.anonymous().POST('/notifications/unsubscribe', { params: { query: { token: other } } }),
      400,
      messages.badUnsubscribeLink,
    );
    await setFrequency('owner', 'documentPosted', 'instant');
  });
});

describe('digests', () => {
  it('are due at 07:00 in the company time zone, weekly on Mondays', () => {
    const tz = 'America/Vancouver';
    // 2026-12-02 (a Wednesday) 16:00 UTC is 08:00 in Vancouver: today's 07:00 (15:00 UTC) has passed.
    expect(lastDueAt('daily', new Date('2026-12-02T16:00:00Z'), tz).toISOString()).toBe(
      '2026-12-02T15:00:00.000Z',
    );
    // 14:00 UTC is 06:00 there: the last one was yesterday's.
    expect(lastDueAt('daily', new Date('2026-12-02T14:00:00Z'), tz).toISOString()).toBe(
      '2026-12-01T15:00:00.000Z',
    );
    expect(lastDueAt('weekly', new Date('2026-12-02T16:00:00Z'), tz).toISOString()).toBe(
      '2026-11-30T15:00:00.000Z',
    );
    // Summer time: 07:00 PDT is 14:00 UTC.
    expect(lastDueAt('daily', new Date('2026-07-01T20:00:00Z'), tz).toISOString()).toBe(
      '2026-07-01T14:00:00.000Z',
    );
  });

  it('mail each person what waited, once, in one mail; nothing when nothing waited', async () => {
    await setFrequency('owner2', 'serviceRequestUpdated', 'daily');
    const mailsBefore = (await mailsTo('owner2')).length;
    const made = await createRequest(t, 'owner2', {
      propertyId: t.seed.properties.owner2[0],
      category: 'repairs',
    });
    expect((await moveRequest(t, 'admin', made.id, 'acknowledged')).statusCode).toBe(200);
    expect((await moveRequest(t, 'admin', made.id, 'inProgress')).statusCode).toBe(200);
    expect((await mailsTo('owner2')).length).toBe(mailsBefore);
    const run = await ok(sdk.anonymous().POST('/dev/notifications/digest', { body: { frequency: 'daily' } }));
    expect(run.mails).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo('owner2');
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]?.subject).toBe('Your daily summary: 2 updates');
    expect(mails[0]?.text).toContain('New → Acknowledged');
    // Again: nothing waits, nothing is sent.
    const again = await ok(
      sdk.anonymous().POST('/dev/notifications/digest', { body: { frequency: 'daily' } }),
    );
    expect(again).toEqual({ mails: 0, notifications: 0 });
    await setFrequency('owner2', 'serviceRequestUpdated', 'instant');
  });

  it('run once per due time across instances: the second claim of the same time sends nothing', async () => {
    const options = t.app.services.options;
    const now = new Date();
    await sendDueDigests(db(), options, now);
    await setFrequency('owner2', 'serviceRequestUpdated', 'weekly');
    const made = await createRequest(t, 'owner2', {
      propertyId: t.seed.properties.owner2[0],
      category: 'repairs',
    });
    expect((await moveRequest(t, 'admin', made.id, 'acknowledged')).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      sendDueDigests(db(), options, now),
      sendDueDigests(db(), options, now),
    ]);
    expect(a.notifications + b.notifications).toBe(0);
    // A week later the weekly one is due again: what waited goes, once.
    const later = new Date(now.getTime() + 7 * 86_400_000);
    const [c, d] = await Promise.all([
      sendDueDigests(db(), options, later),
      sendDueDigests(db(), options, later),
    ]);
    expect(c.notifications + d.notifications).toBe(1);
    await setFrequency('owner2', 'serviceRequestUpdated', 'instant');
  });
});
