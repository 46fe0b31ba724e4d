// Announcements' delivery: a statutory notice mailed at once to everyone in the audience whatever their settings, and
// the notifications and mails of the largest building written in a few statements.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcementCalls } from './helpers/announcements.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { mailsTo, notificationsOf, post } = announcementCalls(t, sdk);

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
