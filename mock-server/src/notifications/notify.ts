// The one way something that happened reaches people: notify(tx, event) writes one in-app notification per
// recipient and, by each recipient's preference, a mail now (to the outbox, in the same transaction as the change)
// or a place in their next daily or weekly digest. Set-based: a building of 2,000 units is two statements.
import {
  lockedNotificationEvents,
  type NotificationEvent,
  notificationEventLabels,
} from '@portal/sdk/notifications';
import { type SQL, sql } from 'drizzle-orm';
import type { AppOptions } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { escapeHtml } from '../mail/html.ts';
import { type MailMessage, outboxInsert } from '../mail/mailer.ts';
import { unsubscribeToken } from './unsubscribe.ts';

export interface Recipient {
  userId: number;
  /** The item's page in this recipient's own area. */
  link: string;
}

export interface NotificationInput {
  event: NotificationEvent;
  title: string;
  body: string;
  /**
   * Who hears of it: a list, or (a large audience, set-based) a query of `user_id, link` rows that the statement
   * reads as it writes the notifications.
   */
  recipients: readonly Recipient[] | SQL;
  /** Who caused it: never told of their own change. */
  actorId?: number;
}

/** The company a mail speaks for (COMPANY_NAME). */
export const companyNameOf = (options: AppOptions) =>
  options.companyName ?? 'Harbourview Property Management';

/** The headers of RFC 8058's one-click unsubscribe, for a person and an event that may be turned off. */
export function unsubscribeHeaders(
  options: AppOptions,
  userId: number,
  event: NotificationEvent,
): { url: string; headers: Record<string, string> } | null {
  if (lockedNotificationEvents.includes(event)) return null;
  const token = unsubscribeToken(options, userId, event);
  const url = `${options.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
  const api = `${options.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  return {
    url,
    headers: { 'List-Unsubscribe': `<${api}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The text and HTML of a notification mail: what happened, a link to it, and how to stop such mails. */
export function notificationMail(
  options: AppOptions,
  to: { userId: number; email: string },
  event: NotificationEvent,
  items: readonly { title: string; body: string; link: string }[],
  subject: string,
): MailMessage & { headers?: Record<string, string> } {
  const company = companyNameOf(options);
  const unsubscribe = unsubscribeHeaders(options, to.userId, event);
  const settings = `${options.publicUrl}/notifications`;
  const lines = items.map((item) => `${item.title}\n${item.body}\n${options.publicUrl}${item.link}`);
  const footer = unsubscribe
    ? `You get this because of your notification settings (${notificationEventLabels[event]}). Stop these emails: ${unsubscribe.url}\nChange your settings: ${settings}`
    : `${notificationEventLabels[event]}: the Strata Property Act requires that this notice be sent to you.`;
  const text = `${company}\n\n${lines.join('\n\n')}\n\n--\n${footer}\n`;
  const htmlItems = items
    .map(
      (item) =>
        `<li><a href="${escapeHtml(options.publicUrl + item.link)}">${escapeHtml(item.title)}</a><br>${escapeHtml(item.body)}</li>`,
    )
    .join('');
  const htmlFooter = unsubscribe
    ? `You get this because of your notification settings (${escapeHtml(notificationEventLabels[event])}). <a href="${escapeHtml(unsubscribe.url)}">Stop these emails</a> · <a href="${escapeHtml(settings)}">Change your settings</a>`
    : escapeHtml(footer);
  const html = `<p><strong>${escapeHtml(company)}</strong></p><ul>${htmlItems}</ul><hr><p><small>${htmlFooter}</small></p>`;
  return { to: to.email, subject, text, html, ...(unsubscribe && { headers: unsubscribe.headers }) };
}

interface Inserted {
  user_id: number;
  email: string | null;
  link: string;
}

/**
 * Tells the recipients (each once, the actor left out) of one event: their notifications, and the instant mails of
 * those who want them, in `tx`. Answers how many were notified.
 */
export async function notify(tx: Db | Tx, options: AppOptions, input: NotificationInput): Promise<number> {
  let source: SQL;
  if (Array.isArray(input.recipients)) {
    const seen = new Set<number>();
    const recipients = (input.recipients as readonly Recipient[]).filter((r) => {
      if (r.userId === input.actorId || seen.has(r.userId)) return false;
      seen.add(r.userId);
      return true;
    });
    if (recipients.length === 0) return 0;
    source = sql`select * from jsonb_to_recordset(${JSON.stringify(recipients.map((r) => ({ user_id: r.userId, link: r.link })))}::jsonb)
        as v(user_id integer, link text)`;
  } else {
    source = input.recipients as SQL;
  }
  const locked = lockedNotificationEvents.includes(input.event);
  // One statement: the rows, each with its recipient's frequency (instant without a preference; locked events always
  // instant), the digest they wait for, and the address an instant mail goes to (archived accounts get none). Every
  // recipient comes back, the ones to mail now marked.
  const result = await tx.execute(sql`
    with r as (
      select distinct on (s.user_id) s.user_id, s.link from (${source}) s
      where s.user_id is distinct from ${input.actorId ?? null}::integer
      order by s.user_id
    ), f as (
      select r.user_id, r.link, u.email, u.archived,
        ${locked ? sql`'instant'` : sql`coalesce(p.frequency, 'instant')`} as frequency
      from r join users u on u.id = r.user_id
      left join notification_preferences p on p.user_id = r.user_id and p.event = ${input.event}
    ), n as (
      insert into notifications (user_id, event, title, body, link, digest)
      select user_id, ${input.event}, ${input.title}, ${input.body}, link,
        case when frequency in ('daily', 'weekly') and not archived and email is not null then frequency end
      from f
      returning user_id
    )
    select f.user_id, f.email, f.link,
      (f.frequency = 'instant' and not f.archived and f.email is not null) as mail
    from f`);
  const rows = (result as unknown as { rows: (Inserted & { mail: boolean })[] }).rows;
  const instant = rows.filter((row) => row.mail);
  if (instant.length > 0) {
    const mails = instant.map((row) =>
      notificationMail(
        options,
        { userId: row.user_id, email: row.email as string },
        input.event,
        [{ title: input.title, body: input.body, link: row.link }],
        input.title,
      ),
    );
    await tx.execute(outboxInsert(mails));
  }
  return rows.length;
}
