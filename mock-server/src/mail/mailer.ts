// Every mail goes to the outbox table (the development mailbox reads it), in the transaction of the change that
// causes it; with SMTP_URL a delivery worker on each instance claims due rows (FOR UPDATE SKIP LOCKED, with a lease), sends them and
// marks them sent, retrying failures with backoff, so each mail leaves once whichever instances run.
import { and, asc, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { insertStatement } from '../db/bulk.ts';
import type { Db } from '../db/client.ts';
import { mailBounces, mailOutbox } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (a notification's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  links: string[];
  /** When the server sent it (wrote it to the outbox). */
  sentAt: string;
  /** When SMTP accepted it; null without SMTP or when delivery failed. */
  deliveredAt: string | null;
  error: string | null;
  /** Why the outbox will not send it (its address bounces), or null. */
  skipped: string | null;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox through `db` (pass the transaction of the change that causes the mail, so the mail
   * exists exactly when the change does). Returns the outbox id. With SMTP a delivery worker sends it later.
   */
  send(message: MailMessage, db?: Db): Promise<number>;
  /**
   * Delivers the due mails once: claims them with FOR UPDATE SKIP LOCKED (so each instance takes other rows), sends
   * each by SMTP and marks it sent, or records the error and the next attempt's time (backoff). Returns how many
   * were sent. Does nothing without SMTP.
   */
  deliverDue(): Promise<number>;
  /** The newest mails first (the development mailbox), optionally only those to one address. */
  list(options?: { to?: string; limit?: number }): Promise<OutboxMail[]>;
  close(): void;
}

const linkPattern = /https?:\/\/[^\s<>"')]+/g;

export function linksIn(text: string): string[] {
  return [...new Set(text.match(linkPattern) ?? [])];
}

/** Delay before attempt n+1 after n failures: 5 s, 10 s, 20 s … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** The outbox row's own Message-ID: `<outbox-{id}.{created, ms}@{the sender's domain}>`. */
export function outboxMessageId(row: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${row.id}.${row.createdAt.getTime()}@${domain}>`;
}

/**
 * The statement that writes many mails to the outbox, for a caller that writes them as one part of a larger statement
 * inside its transaction (the import: units, owners, invitations and their mails at once). The delivery worker's
 * next poll sends them once committed.
 */
export function outboxInsert(messages: readonly MailMessage[]): SQL {
  return insertStatement(
    'mail_outbox',
    [
      ['to_address', 'text'],
      ['subject', 'text'],
      ['text', 'text'],
      ['html', 'text'],
      ['headers', 'jsonb'],
    ],
    messages.map((m) => ({
      to_address: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      headers: m.headers ?? null,
    })),
  );
}

/**
 * The mail server's answer when it refused the recipient for good (a 5xx to RCPT TO), or null for any other failure
 * (a 4xx, a lost connection: tried again later).
 */
export function permanentRefusal(error: unknown): string | null {
  const e = error as { responseCode?: unknown; command?: unknown; code?: unknown; response?: unknown };
  if (typeof e.responseCode !== 'number' || e.responseCode < 500 || e.responseCode > 599) return null;
  if (e.command !== 'RCPT TO' && e.code !== 'EENVELOPE') return null;
  const answer = typeof e.response === 'string' ? e.response : String((error as Error).message);
  return answer.slice(0, 1000);
}

/** The reason recorded on a mail the outbox skips because its address bounces. */
export const bouncingReason = (address: string, answer: string) =>
  `Not sent: ${address} bounces (the mail server answered: ${answer})`.slice(0, 1000);

/** Mails claimed per delivery transaction. */
const batchSize = 20;

export function createMailer(
  db: Db,
  options: {
    smtpUrl?: string;
    from: string;
    log?: (message: string, error?: unknown) => void;
    /** How often the delivery worker looks for due mails (ms); 0 = no worker (call deliverDue). Default 1000. */
    pollMs?: number;
    /**
     * Keep a delivered mail's text for the development mailbox (only while it is on). Otherwise delivery empties the
     * row's text and html: the outbox keeps who was sent what subject and when, not the links in it.
     */
    keepDelivered?: boolean;
  },
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const values = (message: MailMessage) => ({
    toAddress: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers ?? null,
  });

  async function deliverDue(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      // Claim: one short statement. The rows' next attempt moves a lease ahead, so no other instance (nor this one)
      // takes them while they are being sent; no transaction stays open during SMTP (PGlite has one connection).
      const claimed = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + interval '2 minutes'` })
        .where(
          inArray(
            mailOutbox.id,
            db
              .select({ id: mailOutbox.id })
              .from(mailOutbox)
              .where(
                and(
                  isNull(mailOutbox.sentAt),
                  isNull(mailOutbox.skipped),
                  lte(mailOutbox.nextAttemptAt, sql`now()`),
                ),
              )
              .orderBy(asc(mailOutbox.id))
              .limit(batchSize)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning();
      // Addresses a mail server refused for good get nothing more: the row says why it was not sent.
      const addresses = [...new Set(claimed.map((row) => row.toAddress.toLowerCase()))];
      const bouncing =
        addresses.length === 0
          ? new Map<string, string>()
          : new Map(
              (
                await db
                  .select({ address: mailBounces.address, reason: mailBounces.reason })
                  .from(mailBounces)
                  .where(inArray(mailBounces.address, addresses))
              ).map((b) => [b.address, b.reason]),
            );
      for (const row of claimed.sort((x, y) => x.id - y.id)) {
        const bounced = bouncing.get(row.toAddress.toLowerCase());
        if (bounced !== undefined) {
          await db
            .update(mailOutbox)
            .set({ skipped: bouncingReason(row.toAddress, bounced) })
            .where(eq(mailOutbox.id, row.id));
          continue;
        }
        try {
          await transport.sendMail({
            // The same Message-ID on every attempt of a row: should this process die after the SMTP server accepted
            // the mail but before the row is marked sent, the retry is a duplicate that mail systems recognise and
            // drop, not a second message.
            messageId: outboxMessageId(row, options.from),
            from: options.from,
            to: row.toAddress,
            subject: row.subject,
            text: row.text,
            ...(row.html && { html: row.html }),
            ...(row.headers && { headers: row.headers }),
          });
          await db
            .update(mailOutbox)
            .set({
              sentAt: new Date(),
              error: null,
              attempts: row.attempts + 1,
              ...(!options.keepDelivered && { text: '', html: null, headers: null }),
            })
            .where(eq(mailOutbox.id, row.id));
          sent += 1;
        } catch (error) {
          options.log?.(`SMTP delivery of mail ${row.id} failed`, error);
          const refusal = permanentRefusal(error);
          if (refusal !== null) {
            // Refused for good: the address bounces from now on (until the person's address changes), and this mail
            // is not tried again.
            const address = row.toAddress.toLowerCase();
            await db
              .insert(mailBounces)
              .values({ address, reason: refusal })
              .onConflictDoUpdate({
                target: mailBounces.address,
                set: { reason: refusal, bouncedAt: sql`now()` },
              });
            bouncing.set(address, refusal);
            await db
              .update(mailOutbox)
              .set({
                error: refusal,
                attempts: row.attempts + 1,
                skipped: bouncingReason(row.toAddress, refusal),
              })
              .where(eq(mailOutbox.id, row.id));
            continue;
          }
          await db
            .update(mailOutbox)
            .set({
              error: error instanceof Error ? error.message : String(error),
              attempts: row.attempts + 1,
              nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts + 1)),
            })
            .where(eq(mailOutbox.id, row.id));
        }
      }
      if (claimed.length < batchSize) return sent;
    }
  }

  // One delivery run at a time in this process; a send or the timer asks for another run.
  let running: Promise<unknown> | null = null;
  let again = false;
  let closed = false;
  const pollMs = options.pollMs ?? 1000;
  const kick = () => {
    if (!transport || closed || pollMs <= 0) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) => options.log?.('Mail delivery failed', error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  const timer = transport && pollMs > 0 ? setInterval(kick, pollMs) : null;
  timer?.unref();

  return {
    async send(message, executor = db) {
      const [row] = await executor
        .insert(mailOutbox)
        .values(values(message))
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('The outbox did not return the new mail');
      // Inside a transaction the row is not visible yet: the next poll (or this kick, once committed) delivers it.
      if (executor === db) kick();
      return row.id;
    },
    deliverDue,
    async list({ to, limit = 200 } = {}) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(to ? sql`lower(${mailOutbox.toAddress}) = lower(${to})` : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers ?? {},
        links: linksIn(row.text),
        sentAt: row.createdAt.toISOString(),
        deliveredAt: row.sentAt?.toISOString() ?? null,
        error: row.error,
        skipped: row.skipped,
      }));
    },
    close() {
      closed = true;
      if (timer) clearInterval(timer);
      transport?.close();
    },
  };
}
