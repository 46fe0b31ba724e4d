// Unguessable single-use secrets (password reset tokens, invitation hashes). Only their digest is stored, so a
// copy of the database does not hand out working links.
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url without padding: 43 characters (the contract's InvitationHash). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function secretDigest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
