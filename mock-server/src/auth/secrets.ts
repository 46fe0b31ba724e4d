// Unguessable single-use secrets (password reset tokens, invitation hashes). Only their digest is stored, so a
// copy of the database does not hand out working links.
import { createHash, randomBytes } from 'node:crypto';

/** 192 random bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(24).toString('base64url');
}

export function secretDigest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
