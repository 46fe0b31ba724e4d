// Announcements: each audience (one building, every building, the rental owners) is told once (a notification and a
// mail by each person's setting; a statutory notice always by mail), sees them pinned first and never expired ones,
// reads one (recorded, its notification marked read), and staff see the read receipts; an outsider reads nothing
// (404); archive and restore; the role split of who posts to which audience; the PDF attachment.
import { announcementMessages as messages } from '@portal/sdk/notifications';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { DemoAccount } from '../src/seed.ts';
import { expectFailure, failure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

async function mailsTo(account: DemoAccount) {
  const [row] = (
    (await db().execute(sql`select email from users where user_name = ${account}`)) as unknown as {
      rows: { email: string }[];
    }
  ).rows;
  return t.app.services.mail.list({ to: row?.email });
}

async function notificationsOf(account: DemoAccount) {
  return ok((await sdk.as(account)).GET('/notifications', { params: { query: { unread: true } } }));
}

async function listOf(account: DemoAccount) {
  return ok((await sdk.as(account)).GET('/announcements'));
}

async function post(
  account: DemoAccount,
  body: {
    title: string;
    body?: string;
    audience: { strataPropertyId: number } | { allStrataProperties: true } | { rentalOwners: true };
    pinned?: boolean;
    expiresAt?: string | null;
    statutory?: boolean;
  },
) {
  return (await sdk.as(account)).POST('/announcements', {
    body: { body: '<p>Text</p>', ...body },
  });
}

describe('an announcement to one building', () => {
  it("tells the building's current unit users and its login once, by mail as each chose; outsiders see nothing", async () => {
    const bcs = t.seed.strataProperties.bcs;
    const mailsBefore = {
      unitowner: (await mailsTo('unitowner')).length,
      BCS1234: (await mailsTo('BCS1234')).length,
      EPS5678: (await mailsTo('EPS5678')).length,
    };
    // unitowner2 (secondary user of unit 101) wants announcements in the daily digest only.
    await ok(
      (await sdk.as('unitowner2')).PUT('/account/notifications/preferences', {
        body: { preferences: [{ event: 'announcementPosted', frequency: 'daily' }] },
      }),
    );
    const unitowner2Mails = (await mailsTo('unitowner2')).length;
    const made = await ok(
      post('strataadmin', {
        title: '  Water shut-off on Thursday ',
        body: '<p onclick="steal()">The water is off <script>alert(1)</script><strong>9:00–12:00</strong>.</p>',
        audience: { strataPropertyId: bcs },
      }),
    );
    expect(made).toMatchObject({
      title: 'Water shut-off on Thursday',
      body: '<p>The water is off <strong>9:00–12:00</strong>.</p>',
      audience: { strataPropertyId: bcs },
      audienceName: 'Bayshore Commons',
      pinned: false,
      statutory: false,
      archived: false,
      author: 'strataadmin',
      attachment: null,
    });
    for (const [account, area] of [
      ['unitowner', 'strataUnitOwner'],
      ['unitowner2', 'strataUnitOwner'],
      ['BCS1234', 'propertyAdmin'],
    ] as const) {
      const told = (await notificationsOf(account)).filter((n) =>
        n.link.endsWith(`/announcements/${made.id}`),
      );
      expect(told, account).toHaveLength(1);
      expect(told[0]).toMatchObject({
        event: 'announcementPosted',
        title: 'Announcement: Water shut-off on Thursday',
        body: 'Bayshore Commons: The water is off 9:00–12:00.',
        link: `/${area}/announcements/${made.id}`,
      });
    }
    expect((await mailsTo('unitowner')).length).toBe(mailsBefore.unitowner + 1);
    expect((await mailsTo('BCS1234')).length).toBe(mailsBefore.BCS1234 + 1);
    const [mail] = await mailsTo('unitowner');
    expect(mail?.subject).toBe('Announcement: Water shut-off on Thursday');
    expect(mail?.text).toContain(`/strataUnitOwner/announcements/${made.id}`);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The Announcements setting is used: the digest person got no mail now.
    expect((await mailsTo('unitowner2')).length).toBe(unitowner2Mails);
    // Another building's login and the rental side hear nothing, and reach nothing.
    expect((await mailsTo('EPS5678')).length).toBe(mailsBefore.EPS5678);
    expect((await notificationsOf('EPS5678')).some((n) => n.link.endsWith(`/${made.id}`))).toBe(false);
    for (const outsider of ['EPS5678', 'owner', 'admin'] as const) {
      await expectFailure(
        (await sdk.as(outsider)).GET('/announcements/{id}', { params: { path: { id: made.id } } }),
        404,
      );
      expect(
        (await listOf(outsider)).some((a) => a.id === made.id),
        outsider,
      ).toBe(false);
    }
    // A person who stops being a current user of the building stops reaching it.
    await db().execute(sql`update strata_unit_users set strata_unit_role = 2
      where user_id = ${t.seed.users.unitowner2} and strata_unit_id = ${t.seed.strataUnits.bcs101}`);
    try {
      await expectFailure(
        (await sdk.as('unitowner2')).GET('/announcements/{id}', { params: { path: { id: made.id } } }),
        404,
      );
    } finally {
      await db().execute(sql`update strata_unit_users set strata_unit_role = 1
        where user_id = ${t.seed.users.unitowner2} and strata_unit_id = ${t.seed.strataUnits.bcs101}`);
    }
  });

  it('records reads: the first read counts, its notification is marked read, staff see who', async () => {
    const made = await ok(
      post('superadmin', {
        title: 'Bike room audit',
        audience: { strataPropertyId: t.seed.strataProperties.bcs },
      }),
    );
    const admin = await sdk.as('strataadmin');
    const before = await ok(admin.GET('/announcements/{id}/reads', { params: { path: { id: made.id } } }));
    // Bayshore Commons: unitowner and unitowner2 (unit 101) and the building login BCS1234.
    expect(before).toEqual({ read: 0, audience: 3, readers: [] });
    const unitowner = await sdk.as('unitowner');
    const read = await ok(unitowner.GET('/announcements/{id}', { params: { path: { id: made.id } } }));
    expect(read.readAt).not.toBeNull();
    await ok(unitowner.GET('/announcements/{id}', { params: { path: { id: made.id } } }));
    expect(
      (await notificationsOf('unitowner')).some((n) => n.link.endsWith(`/announcements/${made.id}`)),
    ).toBe(false);
    // Staff reading it is not a read of the audience.
    await ok(admin.GET('/announcements/{id}', { params: { path: { id: made.id } } }));
    const after = await ok(admin.GET('/announcements/{id}/reads', { params: { path: { id: made.id } } }));
    expect(after.read).toBe(1);
    expect(after.audience).toBe(3);
    expect(after.readers).toEqual([
      expect.objectContaining({
        userId: t.seed.users.unitowner,
        userName: 'unitowner',
        name: 'Daniel Okafor',
      }),
    ]);
    // The rental side's staff do not reach a building's receipts.
    await expectFailure(
      (await sdk.as('admin')).GET('/announcements/{id}/reads', { params: { path: { id: made.id } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('unitowner')).GET('/announcements/{id}/reads', { params: { path: { id: made.id } } }),
      403,
    );
  });
});

describe('every building and the rental owners', () => {
  it('reaches every building for allStrataProperties and only the owners for rentalOwners', async () => {
    const all = await ok(
      post('strataadmin', { title: 'Holiday office hours', audience: { allStrataProperties: true } }),
    );
    for (const account of ['unitowner', 'unitowner2', 'BCS1234', 'EPS5678'] as const) {
      expect(
        (await listOf(account)).some((a) => a.id === all.id),
        account,
      ).toBe(true);
    }
    for (const account of ['owner', 'owner2', 'admin'] as const) {
      expect(
        (await listOf(account)).some((a) => a.id === all.id),
        account,
      ).toBe(false);
    }
    const rental = await ok(post('admin', { title: 'New bank details', audience: { rentalOwners: true } }));
    expect(rental.audienceName).toBe('Rental owners');
    for (const account of ['owner', 'owner2'] as const) {
      expect(
        (await notificationsOf(account)).find((n) => n.link === `/owner/announcements/${rental.id}`),
      ).toBeTruthy();
      await ok((await sdk.as(account)).GET('/announcements/{id}', { params: { path: { id: rental.id } } }));
    }
    for (const account of ['unitowner', 'BCS1234', 'strataadmin'] as const) {
      await expectFailure(
        (await sdk.as(account)).GET('/announcements/{id}', { params: { path: { id: rental.id } } }),
        404,
      );
    }
    const reads = await ok(
      (await sdk.as('admin')).GET('/announcements/{id}/reads', { params: { path: { id: rental.id } } }),
    );
    expect(reads.read).toBe(2);
    expect(reads.audience).toBeGreaterThanOrEqual(2);
  });

  it('lets each staff role post only to its side', async () => {
    await expectFailure(
      post('admin', { title: 'Wrong side', audience: { strataPropertyId: t.seed.strataProperties.bcs } }),
      403,
      messages.audienceNotYours,
    );
    await expectFailure(
      post('strataadmin', { title: 'Wrong side', audience: { rentalOwners: true } }),
      403,
      messages.audienceNotYours,
    );
    await expectFailure(
      post('unitowner', { title: 'Not staff', audience: { allStrataProperties: true } }),
      403,
    );
  });

  it('refuses bad input with a message naming the problem', async () => {
    const cases: [Parameters<typeof post>[1], string][] = [
      [{ title: '   ', audience: { allStrataProperties: true } }, 'title cannot be blank.'],
      [
        { title: 'Empty', body: '<script>x()</script>', audience: { allStrataProperties: true } },
        messages.bodyBlank,
      ],
      [
        { title: 'Gone', audience: { strataPropertyId: t.seed.strataProperties.archived } },
        messages.noSuchBuilding,
      ],
      [{ title: 'Law', audience: { rentalOwners: true }, statutory: true }, messages.statutoryNotStrata],
      [
        { title: 'Past', audience: { allStrataProperties: true }, expiresAt: '2020-01-01T00:00:00Z' },
        messages.expiresInPast,
      ],
    ];
    for (const [body, message] of cases) await expectFailure(post('superadmin', body), 400, message);
  });
});

describe('the dashboard list', () => {
  it('shows pinned first, leaves expired and archived ones out, and archives and restores like every record', async () => {
    const bcs = t.seed.strataProperties.bcs;
    const soon = new Date(Date.now() + 1500).toISOString();
    const expiring = await ok(
      post('strataadmin', { title: 'Expires soon', audience: { strataPropertyId: bcs }, expiresAt: soon }),
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
    await new Promise((resolve) => setTimeout(resolve, 1600));
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

describe('a statutory notice', () => {
  it('is mailed at once to everyone in the audience, whatever their settings, and cannot be muted', async () => {
    await ok(
      (await sdk.as('unitowner')).PUT('/account/notifications/preferences', {
        body: { preferences: [{ event: 'announcementPosted', frequency: 'off' }] },
      }),
    );
    await expectFailure(
      (await sdk.as('unitowner')).PUT('/account/notifications/preferences', {
        body: { preferences: [{ event: 'statutoryNotice', frequency: 'off' }] },
      }),
      400,
    );
    const before = (await mailsTo('unitowner')).length;
    const notice = await ok(
      post('strataadmin', {
        title: 'Notice of annual general meeting',
        body: '<p>The AGM is on January 20 at 19:00 in the lobby.</p>',
        audience: { strataPropertyId: t.seed.strataProperties.bcs },
        statutory: true,
      }),
    );
    const mails = await mailsTo('unitowner');
    expect(mails.length).toBe(before + 1);
    expect(mails[0]?.subject).toBe('Notice: Notice of annual general meeting');
    expect(mails[0]?.text).toContain('The AGM is on January 20 at 19:00 in the lobby.');
    expect(mails[0]?.headers['List-Unsubscribe']).toBeUndefined();
    const told = (await notificationsOf('unitowner')).find((n) =>
      n.link.endsWith(`/announcements/${notice.id}`),
    );
    expect(told?.event).toBe('statutoryNotice');
    // The same person with announcements off gets no mail for an ordinary one.
    await ok(
      post('strataadmin', {
        title: 'Ordinary news',
        audience: { strataPropertyId: t.seed.strataProperties.bcs },
      }),
    );
    expect((await mailsTo('unitowner')).length).toBe(before + 1);
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

describe('posting to the largest building', () => {
  it('writes the notifications and mails of many people in a few statements', async () => {
    // Add 300 unit users to LMS (set-based), then post: one notification per person, one mail each.
    await db().execute(sql`
      with u as (
        insert into users (user_name, normalized_user_name, email, normalized_email, password_hash, role_name)
        select 'lms-bulk-' || g, upper('lms-bulk-' || g), 'lms-bulk-' || g || '@example.ca',
          upper('lms-bulk-' || g || '@example.ca'), 'x', 'Strata Unit Owner'
        from generate_series(1, 300) g
        returning id, user_name
      )
      insert into strata_unit_users (strata_unit_id, user_id, strata_unit_role, first_name, last_name)
      select ${t.seed.strataUnits.lms401}, id, 3, 'Bulk', user_name from u`);
    const started = performance.now();
    const made = await ok(
      post('strataadmin', {
        title: 'Lobby renovation',
        audience: { strataPropertyId: t.seed.strataProperties.lms },
      }),
    );
    const elapsed = performance.now() - started;
    const [count] = (
      (await db().execute(
        sql`select count(*)::int as n from notifications where link like ${`%/announcements/${made.id}`}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(count?.n).toBeGreaterThanOrEqual(300);
    const [mails] = (
      (await db().execute(
        sql`select count(*)::int as n from mail_outbox where subject = 'Announcement: Lobby renovation'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(mails?.n).toBe(count?.n);
    expect(elapsed).toBeLessThan(5000);
  });
});
