// An account as a sign-in reads it, in one statement: its row, its owner profile's state (an owner signs in only with
// an active profile), the name the portal greets it with, its second factors and the lockout of its key and of the
// caller's address. Found by the name typed (the password step), by id (a passkey's account) or through a live
// challenge (the second step). Under load every statement waits its turn for a connection: the password step and the
// second step each read in one statement what took four to six (docs/performance.md).
import { eq, getTableColumns, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type MfaChallengePurpose,
  mfaChallenges,
  ownerProfiles,
  strataProperties,
  strataUnitUsers,
  totpFactors,
  users,
} from '../db/schema.ts';
import { type Factors, factorColumns, factorsFrom, isLiveChallenge } from './second-factors.ts';
import { accountKeySql, type LockState, lockColumns, lockStateFrom, nameKeyOf } from './sign-in-lockouts.ts';
import type { UserRow } from './users.ts';

export interface SignInAccount extends UserRow {
  /** Whether the account's owner profile is archived; null when it has none. */
  ownerProfileArchived: boolean | null;
  /** The name the portal greets the user with (SessionUser.name). */
  greetingName: string;
  factors: Factors;
}

/**
 * The name the portal greets a user with: an owner's profile name, a unit owner's name in their first unit (primary
 * owner first), a strata owner's building, else the user name.
 */
const greetingName = sql<string>`coalesce(case ${users.roleName}
    when 'Owner' then (select ${ownerProfiles.name} from ${ownerProfiles}
      where ${ownerProfiles.userId} = ${users.id} limit 1)
    when 'Strata Unit Owner' then (select trim(${strataUnitUsers.firstName} || ' ' || ${strataUnitUsers.lastName})
      from ${strataUnitUsers} where ${strataUnitUsers.userId} = ${users.id}
      order by ${strataUnitUsers.strataUnitRole}, ${strataUnitUsers.createdAt} limit 1)
    when 'Strata Owner' then (select ${strataProperties.buildingName} from ${strataProperties}
      where ${strataProperties.propertyAdminId} = ${users.id} limit 1)
  end, ${users.userName})`;

/** The columns of a sign-in's account: the account's own, then what signing it in needs to know. */
function accountColumns(accountKey: SQL, addressKey: string) {
  return {
    ...getTableColumns(users),
    ownerProfileArchived: sql<
      boolean | null
    >`(select ${ownerProfiles.archived} from ${ownerProfiles} where ${ownerProfiles.userId} = ${users.id} limit 1)`,
    greetingName,
    ...factorColumns(users.id),
    ...lockColumns(accountKey, addressKey),
  };
}

type AccountRow = { [K in keyof ReturnType<typeof accountColumns>]: unknown } & UserRow;

function accountFrom(row: AccountRow): SignInAccount | null {
  if (row.id === null) return null;
  const {
    ownerProfileArchived,
    greetingName: name,
    totp,
    recoveryCodesLeft,
    passkeys,
    lockedUntil,
    accountCounted,
    ...account
  } = row;
  return {
    ...account,
    ownerProfileArchived: ownerProfileArchived as boolean | null,
    greetingName: String(name),
    factors: factorsFrom({ totp, recoveryCodesLeft, passkeys }),
  };
}

/**
 * The account `which` finds (the first by `order`) or null, and the lockout of `accountKey` and of the address. From
 * one row: a name no account has still reads its lockout in this statement (and takes as long); and with a join,
 * drizzle names every column with its table, so the subqueries' `users.id` cannot be read as a column of their own.
 */
async function readAccount(db: Db, which: SQL, accountKey: SQL, addressKey: string, order?: SQL) {
  const query = db
    .select({ ...accountColumns(accountKey, addressKey), key: sql<string>`${accountKey}` })
    .from(sql`(select 1) as one`)
    .leftJoin(users, which);
  const [row] = await (order ? query.orderBy(order) : query).limit(1);
  if (!row) throw new Error('a select from one row answered none');
  const { key, ...rest } = row;
  return { account: accountFrom(rest as AccountRow), accountKey: key, lock: lockStateFrom(rest) };
}

/**
 * The account a sign-in names (its user name first, then its email; regardless of case) or null, and the lockout of
 * its key (the account's, or the name's when no account has it) and of the address.
 */
export function signInAccountByName(
  db: Db,
  name: string,
  addressKey: string,
): Promise<{ account: SignInAccount | null; accountKey: string; lock: LockState }> {
  const normalized = name.toUpperCase();
  return readAccount(
    db,
    or(eq(users.normalizedEmail, normalized), eq(users.normalizedUserName, normalized)) as SQL,
    sql`coalesce(${accountKeySql(users.id)}, ${nameKeyOf(normalized)})`,
    addressKey,
    sql`${users.normalizedUserName} = ${normalized} desc nulls last`,
  );
}

/** The account of this id (a passkey's) or null, and the lockout of its key and of the address. */
export async function signInAccountById(
  db: Db,
  id: number,
  addressKey: string,
): Promise<{ account: SignInAccount; lock: LockState } | null> {
  const { account, lock } = await readAccount(db, eq(users.id, id), accountKeySql(users.id), addressKey);
  return account ? { account, lock } : null;
}

/**
 * A live challenge of one of these purposes (not expired, not used, under `maxFailures` wrong answers) with its
 * account, the account's sealed authenticator secret (null when codes are off) and the lockout of the account and of
 * the address; undefined when there is no such challenge or it has no account.
 */
export async function liveChallengeWithAccount(
  db: Db,
  secret: string,
  purposes: MfaChallengePurpose[],
  maxFailures: number,
  addressKey: string,
) {
  const [row] = await db
    .select({
      challenge: mfaChallenges,
      ...accountColumns(accountKeySql(users.id), addressKey),
      totpSecretSealed: sql<string | null>`(select ${totpFactors.secretSealed} from ${totpFactors}
        where ${totpFactors.userId} = ${users.id} and ${isNotNull(totpFactors.confirmedAt)})`,
    })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .where(isLiveChallenge(secret, maxFailures))
    .limit(1);
  if (!row || !purposes.includes(row.challenge.purpose)) return undefined;
  const { challenge, totpSecretSealed, ...rest } = row;
  const account = accountFrom(rest as AccountRow);
  return account ? { challenge, account, totpSecretSealed, lock: lockStateFrom(rest) } : undefined;
}
