// Announcements: each audience (one building, every building, the rental owners) is told once (a notification and a
// mail by each person's setting), reads one (recorded, its notification marked read), and staff see the read receipts;
// an outsider reads nothing (404); the role split of who posts to which audience; bad input. The dashboard list and
// the PDF attachment: announcements-dashboard.test.ts; statutory notices and a large building:
// announcements-delivery.test.ts.
import { announcementMessages as messages } from '@portal/sdk/notifications';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcementCalls } from './helpers/announcements.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { mailsTo, notificationsOf, listOf, post } = announcementCalls(t, sdk);

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
