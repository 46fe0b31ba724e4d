// Sessions (tag: auth, extension): sign out, list the account's sessions, end one or every other.
import { idleMinutesOf } from '../auth/roles.ts';
import { notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { endOtherSessions, endSession, listLiveSessions } from '../repositories/sessions.ts';

export const handlers = defineHandlers({
  async signOut({ db, user }) {
    await endSession(db, user.id, user.sessionId, 'signedOut');
  },

  async listSessions({ db, user, options }) {
    const rows = await listLiveSessions(db, user.id, idleMinutesOf(user.role, options.sessionIdle));
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      ip: row.ip,
      userAgent: row.userAgent,
      current: row.id === user.sessionId,
    }));
  },

  async endSession({ params, db, user }) {
    // Another account's session, an ended one and an unknown id answer alike.
    if (!(await endSession(db, user.id, params.id, 'endedElsewhere'))) throw notFound();
  },

  async endOtherSessions({ db, user }) {
    await endOtherSessions(db, user.id, user.sessionId);
  },
});
