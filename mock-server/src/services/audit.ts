// The audit trail (tag: audit): its list per side, its chain's check, and each account's own activity. The events
// are written by audit/recorder.ts around every handler.
import type { components } from '@portal/sdk/types';
import { type AuditSide, verifyChain } from '../audit/chain.ts';
import type { SessionUser } from '../http/context.ts';
import { defineHandlers } from '../http/handlers.ts';
import { listExtras, listRequest, type RowsQuery, sqlList } from '../http/list-query.ts';
import {
  auditColumns,
  auditWhere,
  countAuditRows,
  ownActivityWhere,
  selectAuditRows,
} from '../repositories/audit-events.ts';

type AuditEvent = components['schemas']['AuditEvent'];

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
    return sqlList<AuditEvent>(listRequest(query), reply, auditColumns, {
      where,
      rows: (page) => selectAuditRows(db, page, listExtras(page)) as unknown as RowsQuery<AuditEvent>,
      count: (filtered) => countAuditRows(db, filtered),
    });
  },

  async verifyAuditChain({ db }) {
    return verifyChain(db);
  },

  async listOwnActivity({ db, query, reply, user }) {
    return sqlList<AuditEvent>(listRequest(query), reply, auditColumns, {
      where: ownActivityWhere(user.id),
      rows: (page) => selectAuditRows(db, page, listExtras(page)) as unknown as RowsQuery<AuditEvent>,
      count: (filtered) => countAuditRows(db, filtered),
    });
  },
});
