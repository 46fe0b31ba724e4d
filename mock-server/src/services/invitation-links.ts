// The secret hash of a strata invitation and the mail that carries it as /authorize?hash=….
//
// Only a digest of the hash is stored (a copy of the database hands out no working links). The hash itself is an
// HMAC of the invitation's id and creation time under a key derived from the server secret, so the server can mail
// the same link again (resend) without keeping the hash.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { secretDigest } from '../auth/secrets.ts';
import { purposeKey } from '../auth/tokens.ts';
import type { AppOptions } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';

/** The invitation's hash: 32 bytes, base64url without padding (43 characters, the contract's InvitationHash). */
export function invitationHash(options: AppOptions, invitation: { id: number; createdAt: Date }): string {
  return createHmac('sha256', purposeKey(options, 'strata-invitation-links'))
    .update(`${invitation.id}:${invitation.createdAt.toISOString()}`)
    .digest('base64url');
}

/** Whether a hash from a request is the one whose digest is stored (compared in constant time). */
export function hashMatches(hash: string, storedDigest: string): boolean {
  const given = Buffer.from(secretDigest(hash), 'utf8');
  const stored = Buffer.from(storedDigest, 'utf8');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export interface InvitationMail {
  to: string;
  nameOnTitle: string;
  buildingName: string;
  strataPlanNumber: string;
  unitNumber: string;
  hash: string;
}

export const invitationLink = (options: AppOptions, hash: string) =>
  `${options.publicUrl}/authorize?hash=${encodeURIComponent(hash)}`;

/** The invitation mail carrying its link. */
export function invitationMessage(options: AppOptions, m: InvitationMail): MailMessage {
  const link = invitationLink(options, m.hash);
  return {
    to: m.to,
    subject: `Claim your unit at ${m.buildingName}`,
    text:
      `Hello ${m.nameOnTitle},\n\n` +
      `You are invited to the owner portal of ${m.buildingName} (strata plan ${m.strataPlanNumber}), unit ${m.unitNumber}.\n` +
      `Follow this link to confirm your ownership and create your account:\n${link}\n\n` +
      'You will be asked for the unit number, the strata plan number and the name on title.\n',
  };
}

/** Mails the invitation link (through the outbox, in `db`'s transaction when given; SMTP when configured). */
export function sendInvitationMail(
  mail: Mailer,
  options: AppOptions,
  m: InvitationMail,
  db?: Db,
): Promise<number> {
  return mail.send(invitationMessage(options, m), db);
}

/** Mails an invitation's link; the unit's building names the portal in the mail. */
export function mailInvitation(
  mail: Mailer,
  options: AppOptions,
  m: {
    unit: { buildingName: string; strataPlanNumber: string; unitNumber: string };
    nameOnTitle: string;
    email: string;
    hash: string;
  },
  /** The transaction of the change that causes the mail, so the mail exists exactly when the change does. */
  db?: Db,
) {
  return sendInvitationMail(
    mail,
    options,
    {
      to: m.email,
      nameOnTitle: m.nameOnTitle,
      buildingName: m.unit.buildingName,
      strataPlanNumber: m.unit.strataPlanNumber,
      unitNumber: m.unit.unitNumber,
      hash: m.hash,
    },
    db,
  );
}
