// Every mail goes to the outbox table (the development mailbox reads it); with SMTP_URL it is also sent.
import { desc, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  /** When the server sent it (wrote it to the outbox). */
  sentAt: string;
  /** When SMTP accepted it; null without SMTP or when delivery failed. */
  deliveredAt: string | null;
  error: string | null;
}

export interface Mailer {
  /** Records the mail in the outbox and, when SMTP is configured, sends it. Returns the outbox id. */
  send(message: MailMessage): Promise<number>;
  /** The newest mails first (the development mailbox), optionally only those to one address. */
  list(options?: { to?: string; limit?: number }): Promise<OutboxMail[]>;
  close(): void;
}

const linkPattern = /https?:\/\/[^\s<>"')]+/g;

export function linksIn(text: string): string[] {
  return [...new Set(text.match(linkPattern) ?? [])];
}

export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string; log?: (message: string, error?: unknown) => void },
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ toAddress: message.to, subject: message.subject, text: message.text, html: message.html })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('The outbox did not return the new mail');
      if (transport) {
        try {
          await transport.sendMail({ from: options.from, ...message });
          await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        } catch (error) {
          // The mail stays in the outbox with the reason; the request that caused it still succeeds.
          options.log?.(`SMTP delivery of mail ${row.id} failed`, error);
          await db
            .update(mailOutbox)
            .set({ error: error instanceof Error ? error.message : String(error) })
            .where(eq(mailOutbox.id, row.id));
        }
      }
      return row.id;
    },
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
        links: linksIn(row.text),
        sentAt: row.createdAt.toISOString(),
        deliveredAt: row.sentAt?.toISOString() ?? null,
        error: row.error,
      }));
    },
    close() {
      transport?.close();
    },
  };
}
