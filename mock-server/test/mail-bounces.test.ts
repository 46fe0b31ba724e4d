// Deliverability against an SMTP sink that refuses some recipients for good (550 to RCPT TO): the address is marked
// as bouncing with the server's answer, the outbox skips every later mail to it with that reason (never asking the
// mail server again), staff see the person per building and for the rental side, and a new address is mailed again.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../src/mail/mailer.ts';
import type { DemoAccount } from '../src/seed.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

let sink: SmtpSink;
let mailer: Mailer;
const refused = new Set<string>();

async function emailOf(account: DemoAccount): Promise<string> {
  const [row] = (
    (await db().execute(sql`select email from users where user_name = ${account}`)) as unknown as {
      rows: { email: string }[];
    }
  ).rows;
  if (!row) throw new Error(`no account ${account}`);
  return row.email;
}

beforeAll(async () => {
  sink = await startSmtpSink({ refuse: (address) => refused.has(address) });
  mailer = createMailer(db(), {
    smtpUrl: sink.url,
    from: 'Property Portal <portal@mail.example.ca>',
    pollMs: 0,
  });
  // The seed's mails (the invitation) leave first, so each test counts only its own.
  await mailer.deliverDue();
});

afterAll(() => {
  mailer.close();
  sink.close();
});

async function postToBayshore(title: string) {
  return ok(
    (await sdk.as('strataadmin')).POST('/announcements', {
      body: { title, body: `<p>${title}</p>`, audience: { strataPropertyId: t.seed.strataProperties.bcs } },
    }),
  );
}

describe('a recipient the mail server refuses for good', () => {
  it('is marked as bouncing, skipped from then on with the reason, listed for staff, and mailed again at a new address', async () => {
    const unitowner = (await emailOf('unitowner')).toLowerCase();
    const unitowner2 = (await emailOf('unitowner2')).toLowerCase();
    refused.add(unitowner);
    await postToBayshore('Boiler replacement');
    await mailer.deliverDue();
    // The others got it; the refused address was asked once and is now bouncing.
    expect(sink.received).toContain(unitowner2);
    expect(sink.received).not.toContain(unitowner);
    expect(sink.attempted.filter((a) => a === unitowner)).toHaveLength(1);
    const list = await mailer.list({ to: unitowner });
    expect(list[0]?.subject).toBe('Announcement: Boiler replacement');
    expect(list[0]?.skipped).toMatch(/550 5\.1\.1 .*User unknown/);
    expect(list[0]?.deliveredAt).toBeNull();

    // The next mail to that address never reaches the mail server; it is skipped with the recorded reason.
    await postToBayshore('Boiler replacement, part two');
    await mailer.deliverDue();
    expect(sink.attempted.filter((a) => a === unitowner)).toHaveLength(1);
    const [skipped] = await mailer.list({ to: unitowner });
    expect(skipped?.subject).toBe('Announcement: Boiler replacement, part two');
    expect(skipped?.skipped).toContain(`Not sent: ${unitowner} bounces`);
    expect(skipped?.skipped).toContain('Recipient address rejected');
    // A skipped mail is not claimed again.
    expect(await mailer.deliverDue()).toBe(0);

    // Staff see the person, per building and on the strata side, with the reason.
    const strata = await sdk.as('strataadmin');
    const bounces = await ok(
      strata.GET('/mailBounces', {
        params: { query: { side: 'strata', strataPropertyId: t.seed.strataProperties.bcs } },
      }),
    );
    expect(bounces).toEqual([
      expect.objectContaining({
        userId: t.seed.users.unitowner,
        userName: 'unitowner',
        name: 'Daniel Okafor',
        email: await emailOf('unitowner'),
        role: 'Strata Unit Owner',
        place: 'Bayshore Commons, unit 101',
        reason: expect.stringMatching(/^550 5\.1\.1/),
      }),
    ]);
    expect(
      await ok(
        strata.GET('/mailBounces', {
          params: { query: { side: 'strata', strataPropertyId: t.seed.strataProperties.eps } },
        }),
      ),
    ).toEqual([]);
    const paged = await strata.GET('/mailBounces', { params: { query: { side: 'strata', limit: 10 } } });
    expect(paged.response.headers.get('x-total-count')).toBe('1');
    // The rental side is the admin's; each staff role is held to its side.
    await expectFailure(strata.GET('/mailBounces', { params: { query: { side: 'rental' } } }), 403);
    const admin = await sdk.as('admin');
    await expectFailure(admin.GET('/mailBounces', { params: { query: { side: 'strata' } } }), 403);
    expect(await ok(admin.GET('/mailBounces', { params: { query: { side: 'rental' } } }))).toEqual([]);
    await expectFailure(
      (await sdk.as('unitowner')).GET('/mailBounces', { params: { query: { side: 'strata' } } }),
      403,
    );

    // A new address is mailed again; the person leaves the list.
    await ok(
      strata.PUT('/user/updateEmail', {
        params: { query: { email: await emailOf('unitowner'), emailToUpdate: 'daniel.new@example.ca' } },
      }),
    );
    await postToBayshore('Boiler replacement, done');
    await mailer.deliverDue();
    expect(sink.received).toContain('daniel.new@example.ca');
    expect(await ok(strata.GET('/mailBounces', { params: { query: { side: 'strata' } } }))).toEqual([]);
  });

  it('lists a rental owner whose address bounces on the rental side', async () => {
    const owner = (await emailOf('owner')).toLowerCase();
    refused.add(owner);
    await ok(
      (await sdk.as('admin')).POST('/announcements', {
        body: {
          title: 'Statement dates',
          body: '<p>Statements by the 5th.</p>',
          audience: { rentalOwners: true },
        },
      }),
    );
    await mailer.deliverDue();
    const bounces = await ok(
      (await sdk.as('admin')).GET('/mailBounces', { params: { query: { side: 'rental' } } }),
    );
    expect(bounces).toEqual([
      expect.objectContaining({
        userName: 'owner',
        role: 'Owner',
        place: 'Rental owner',
        email: await emailOf('owner'),
      }),
    ]);
    expect(
      await ok((await sdk.as('superadmin')).GET('/mailBounces', { params: { query: { side: 'rental' } } })),
    ).toHaveLength(1);
  });

  it('tries a temporary refusal (4xx) again later without marking the address', async () => {
    const error = Object.assign(new Error('Can not send mail'), {
      code: 'EENVELOPE',
      responseCode: 451,
      command: 'RCPT TO',
    });
    const { permanentRefusal } = await import('../src/mail/mailer.ts');
    expect(permanentRefusal(error)).toBeNull();
    expect(permanentRefusal({ ...error, responseCode: 550, response: '550 no such user' })).toBe(
      '550 no such user',
    );
  });
});
