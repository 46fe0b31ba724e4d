// Sign-in and password reset (tag: auth).
// Still to implement here: requestPasswordReset (POST /account/resetEmail), resetPassword (POST /account/reset).
import { eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { verifyPassword } from '../auth/passwords.ts';
import { sessionRoleFor, signInMessages } from '../auth/roles.ts';
import type { Db } from '../db/client.ts';
import { ownerProfiles, type RoleName, strataProperties, strataUnitUsers, users } from '../db/schema.ts';
import { HttpError, messages } from '../http/errors.ts';
import { defineHandlers } from '../http/handlers.ts';

/** The name the portal greets a user with (SessionUser.name). */
async function displayName(
  db: Db,
  user: { id: number; userName: string; roleName: RoleName },
): Promise<string> {
  if (user.roleName === 'Owner') {
    const [profile] = await db
      .select({ name: ownerProfiles.name })
      .from(ownerProfiles)
      .where(eq(ownerProfiles.userId, user.id))
      .limit(1);
    if (profile) return profile.name;
  } else if (user.roleName === 'Strata Unit Owner') {
    const [unitUser] = await db
      .select({ firstName: strataUnitUsers.firstName, lastName: strataUnitUsers.lastName })
      .from(strataUnitUsers)
      .where(eq(strataUnitUsers.userId, user.id))
      .orderBy(strataUnitUsers.strataUnitRole, strataUnitUsers.createdAt)
      .limit(1);
    if (unitUser) return `${unitUser.firstName} ${unitUser.lastName}`.trim();
  } else if (user.roleName === 'Strata Owner') {
    const [building] = await db
      .select({ name: strataProperties.buildingName })
      .from(strataProperties)
      .where(eq(strataProperties.propertyAdminId, user.id))
      .limit(1);
    if (building) return building.name;
  }
  return user.userName;
}

/** Sign-in attempts are counted per address and account name. */
function signInKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toUpperCase() : '';
  return `${request.ip}|${username}`;
}

export const handlers = defineHandlers({
  signIn: {
    rateLimit: { key: signInKey, strict: true, message: messages.tooManySignIns },
    async handler({ body, db, tokens }) {
      const username = String(body.username).trim().toUpperCase();
      const password = String(body.password);
      const portal = body.portal === 'strata' ? 'strata' : 'residential';
      // A user name wins over another account's email that happens to be spelled the same.
      const candidates = await db
        .select()
        .from(users)
        .where(or(eq(users.normalizedUserName, username), eq(users.normalizedEmail, username)))
        .limit(2);
      const account = candidates.find((u) => u.normalizedUserName === username) ?? candidates[0];
      const passwordOk = await verifyPassword(account?.passwordHash ?? null, password);
      if (!account || !passwordOk || account.archived) throw new HttpError(401, signInMessages.incorrect);
      if (account.roleName === 'Owner') {
        const [profile] = await db
          .select({ archived: ownerProfiles.archived })
          .from(ownerProfiles)
          .where(eq(ownerProfiles.userId, account.id))
          .limit(1);
        if (profile?.archived) throw new HttpError(401, signInMessages.incorrect);
      }
      // The portal mismatch is told only after the password matched: it reveals nothing to a guesser.
      const role = sessionRoleFor(account.roleName, portal);
      if (!role) {
        throw new HttpError(
          403,
          portal === 'residential' ? signInMessages.strataOnResidential : signInMessages.residentialOnStrata,
        );
      }
      const { token, expiresAt } = await tokens.sign({
        userId: account.id,
        role,
        roleName: account.roleName,
        userName: account.userName,
        portal,
      });
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        user: {
          id: account.id,
          role: account.roleName,
          email: account.email,
          name: await displayName(db, account),
          userName: account.userName,
        },
      };
    },
  },
});
