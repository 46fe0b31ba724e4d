// Authenticator codes (TOTP, RFC 6238, with otpauth) and single-use recovery codes: making them, keeping them and
// checking them. An authenticator code is accepted once: its 30-second step is kept and a code of that step or an
// earlier one is refused (one step either side of now is accepted for clock drift). Recovery codes are 60 random bits
// each, so their SHA-256 is kept (a slow password hash buys nothing against a guess of 60 bits). The authenticator
// secret is kept sealed (auth/secret-box.ts).
import { randomInt } from 'node:crypto';
import type { RecoveryCodes } from '@portal/sdk/types';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { secretDigest } from '../auth/secrets.ts';
import type { AppOptions } from '../config.ts';
import type { Db } from '../db/client.ts';
import { recoveryCodes } from '../db/schema.ts';
import type { HandlerContext } from '../http/handlers.ts';
import { claimTotpStep } from '../repositories/second-factors.ts';

const recoveryCodeCount: RecoveryCodes['recoveryCodes']['length'] = 10;
/** Recovery codes: 12 characters of 32 (no 0, 1, I, O), 60 bits, written XXXX-XXXX-XXXX. */
const recoveryAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function totpOf(secret: string, options: AppOptions, label: string) {
  return new OTPAuth.TOTP({
    issuer: options.companyName ?? 'Property Portal',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The step of a code one step either side of now, or null when it is none of them. */
export function stepOfCode(totp: OTPAuth.TOTP, code: string): number | null {
  const timestamp = Date.now();
  const delta = totp.validate({ token: code.replace(/\s/g, ''), timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** A new set of recovery codes: the contract's ten (its type is a tuple of ten, which an array cannot show). */
export function newRecoveryCodes(): RecoveryCodes['recoveryCodes'] {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  return codes as RecoveryCodes['recoveryCodes'];
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 12; i++) code += recoveryAlphabet[randomInt(recoveryAlphabet.length)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** A recovery code as kept: its 12 characters upper-cased without dashes or spaces, hashed. */
export const recoveryDigest = (code: string) => secretDigest(code.toUpperCase().replace(/[^0-9A-Z]/g, ''));

/** The account's recovery codes, used or not, replaced by these (kept as digests). */
export async function replaceRecoveryCodes(db: Db, userId: number, codes: readonly string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeDigest: recoveryDigest(code) })));
}

/**
 * An authenticator code of the account, whose sealed secret was read with it (null when codes are off): ok, wrong, or
 * used before (its step or a later one was accepted).
 */
export async function checkTotp(
  ctx: Pick<HandlerContext, 'db' | 'secretBox' | 'options'>,
  account: { id: number; userName: string; totpSecretSealed: string | null },
  code: string,
): Promise<'ok' | 'wrong' | 'used'> {
  if (account.totpSecretSealed === null) return 'wrong';
  const step = stepOfCode(
    totpOf(ctx.secretBox.open(account.totpSecretSealed), ctx.options, account.userName),
    code,
  );
  if (step === null) return 'wrong';
  return (await claimTotpStep(ctx.db, account.id, step)) ? 'ok' : 'used';
}
