// The audit trail (tag: audit): its list per side, its chain's check, and each account's own activity. The events
// are written by audit/recorder.ts around every handler.
import { type AuditSide, verifyChain } from '../audit/chain.ts';
import type { SessionUser } from '../http/context.ts';
import { defineHandlers } from '../http/handlers.ts';
import { answerList } from '../http/list-response.ts';
import { auditEventList, auditWhere, ownActivityWhere } from '../repositories/audit-events.ts';

/** The sides of the trail a staff role sees (superAdmin every side). */
function sidesOf(user: SessionUser): AuditSide[] | undefined {
  if (user.role === 'superAdmin') return undefined;
  return user.role === 'strataAdmin' ? ['strata'] : ['rental'];
}

export const handlers = defineHandlers({
  async listAuditEvents({ db, query, reply, user }) {
    const where = auditWhere({
      sides: sidesOf(user),
      actorId: query.actorId,
      action: query.action,
      targetType: query.targetType,
      targetId: query.targetId,
      from: query.from,
      to: query.to,
    });
    return answerList(reply, query, auditEventList(db, where, { appendOnly: true }));
  },

  async verifyAuditChain({ db }) {
    return verifyChain(db);
  },

  async listOwnActivity({ db, query, reply, user }) {
    return answerList(
      reply,
      query,
      auditEventList(db, ownActivityWhere(user.id), { appendOnly: false, viewerId: user.id }),
    );
  },
});
