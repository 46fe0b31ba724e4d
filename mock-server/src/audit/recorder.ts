// Where the audit trail is written: once, around every handler (plugins/routes.ts), keyed by the operation.
//   - A write (any method but GET; not a sign-in or an upload) runs in one transaction, trail or not, and its audit
//     event is appended in it: the handler gets the transaction as its `db` (its own transactions run in it) and the
//     event is appended last, after the change's work, on PostgreSQL in the same message as the COMMIT
//     (db/with-commit.ts), so the chain's lock is held only inside the commit. A refused or failed write rolls back
//     and records nothing. An update whose record has a read at the same path (PUT /property/{id} and GET /property/{id})
//     reads it before and after, and the event keeps the fields that changed, old and new; the read before hands its
//     last statement on to the handler, whose first statement is most often the same (db/read-handed-on.ts).
//   - A multipart upload reads its file before any transaction (a slow upload must not hold one), so its event is
//     appended on its own right after the handler's transaction.
//   - Sign-ins (success, and failure with its reason and the name tried), CSV exports, staff reads of banking details
//     (a unit's PAD) and staff reads of a person's document file are appended after the answer is ready.
//   - An event appended on its own is one statement outside any transaction, its own transaction (appendAuditEvent).
//     One round trip instead of BEGIN, the append, COMMIT: a sign-in with a second step sends two such events.
// Secrets are masked wherever they appear in what is recorded (maskSecrets); file contents are never read.
import type { FastifyReply } from 'fastify';
import type { ContractOperation } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { readHandedOn } from '../db/read-handed-on.ts';
import { HttpError } from '../errors.ts';
import type { AppServices, SessionUser } from '../http/context.ts';
import { csvColumnsWanted } from '../http/csv-export.ts';
import type { RuntimeContext, RuntimeHandler } from '../http/handlers.ts';
import { type AuditEventInput, type AuditKind, appendAuditEvent } from './chain.ts';
import { actorOf, asId, sideOf, staffRoles, targetOf } from './event-about.ts';
import { changedFields, isRecord, maskSecrets, secretsSent, sentFields } from './event-fields.ts';

// ---------------------------------------------------------------- the handler wrapper

/** A recorded read: what it saw (null when there is nothing to record). */
interface RecordedRead {
  /** The answer is a stream: what was read is known from the caller alone, before it goes out. */
  streamed: boolean;
  details(result: unknown, user: SessionUser | null): Record<string, unknown> | null;
}

/** A person's document file read by staff (the person's own reads are not recorded). */
const staffFileRead: RecordedRead = {
  streamed: true,
  details: (_result, user) => (user && staffRoles.has(user.role) ? { read: 'file' } : null),
};

/** A unit read by staff with an owner's PAD in it: banking details seen. */
const padRead: RecordedRead = {
  streamed: false,
  details(result, user) {
    if (!user || !staffRoles.has(user.role) || !isRecord(result)) return null;
    const owners = Array.isArray(result.strataOwners) ? result.strataOwners : [];
    const pads = owners
      .map((owner) =>
        isRecord(owner) && isRecord(owner.preAuthorizedDebit) ? owner.preAuthorizedDebit.id : null,
      )
      .filter((id) => id !== null);
    return pads.length > 0 ? { read: 'bankingDetails', preAuthorizedDebitIds: pads } : null;
  },
};

/** The recorded reads, by operation: those the contract marks `x-audited-read`. */
const recordedReads: Record<string, RecordedRead> = {
  getStrataUnit: padRead,
  downloadDocumentFile: staffFileRead,
  getStrataUnitDocumentFile: staffFileRead,
};

/** Why a sign-in failed, for the audit trail only (the caller is told the spec's message). */
export function withAuditReason<E extends Error>(error: E, reason: string): E {
  (error as E & { auditReason?: string }).auditReason = reason;
  return error;
}

const auditActor = Symbol('auditActor');
type WithActor = { [auditActor]?: { id: number; userName: string } };

/**
 * The account a sign-in step was about, for the audit trail only (a symbol: never serialized): on a failed second
 * step, and on a password step that answers a challenge instead of a session.
 */
export function withAuditActor<T extends object>(value: T, account: { id: number; userName: string }): T {
  (value as T & WithActor)[auditActor] = { id: account.id, userName: account.userName };
  return value;
}

function actorTagged(value: unknown): { id: number; userName: string } | undefined {
  return typeof value === 'object' && value !== null ? (value as WithActor)[auditActor] : undefined;
}

/** The operations that sign in (each recorded as signIn or signInFailed). */
const signInOperations = new Set(['signIn', 'completeMfaSignIn', 'passkeySignIn']);

export interface AuditedHandlerOptions {
  operation: ContractOperation;
  handler: RuntimeHandler;
  services: AppServices;
  /** The read of the same record (GET at the same path), for an update's old and new values. */
  readOfRecord: RuntimeHandler | undefined;
  readOperation: ContractOperation | undefined;
}

type Run = (ctx: RuntimeContext) => Promise<unknown>;

/**
 * Whether the trail records the operation's calls (each successful one; a read only when staff read what it records):
 * every call but a GET, every export (a list answering text/csv too) and the reads the contract marks
 * `x-audited-read`. The audit page offers the same operations as its actions (the SDK's auditedOperationIdValues).
 */
export function recordedInTrail(operation: ContractOperation): boolean {
  return operation.method !== 'GET' || operation.csvColumns !== null || operation.auditedRead;
}

/** The handler with its audit trail; the handler itself when the operation records nothing. */
export function auditedHandler(options: AuditedHandlerOptions): Run {
  const { operation, handler, services } = options;
  // The contract names the recorded reads (x-audited-read: the audit page offers them as actions); the two agree.
  if ((recordedReads[operation.operationId] !== undefined) !== operation.auditedRead) {
    throw new Error(
      `${operation.operationId}: x-audited-read in the contract and the recorded reads of audit/recorder.ts differ`,
    );
  }
  if (!recordedInTrail(operation)) return async (ctx) => handler(ctx);
  // A write runs in its transaction whether or not the trail is paused; it pauses inside (auditedWrite).
  if (writesInOneTransaction(operation)) return auditedWrite(options);
  const audited = recordedCall(options);
  // The baseline of the audit benchmark (bench/audit-writes.ts) only: the same calls with no event recorded.
  return async (ctx) => (services.auditPaused ? handler(ctx) : audited(ctx));
}

const isMultipart = (operation: ContractOperation) =>
  operation.requestBody?.mediaTypes.includes('multipart/form-data') ?? false;

/**
 * Whether the operation's call runs in one transaction with its event: every write but a sign-in and an upload. The
 * transaction is the write's own, trail or not: all of a write is kept or none of it.
 */
function writesInOneTransaction(operation: ContractOperation): boolean {
  return (
    operation.method !== 'GET' && !signInOperations.has(operation.operationId) && !isMultipart(operation)
  );
}

/** A sign-in, a read or an upload with its audit trail (the calls that do not run in one transaction). */
function recordedCall(options: AuditedHandlerOptions): Run {
  const { operation, handler, services } = options;
  const run: Run = async (ctx) => handler(ctx);
  if (signInOperations.has(operation.operationId)) return auditedSignIn(options);
  if (operation.method === 'GET') return auditedRead(options, run);
  return async (ctx) => {
    const result = await run(ctx);
    if (succeeded(ctx.reply)) {
      await appendAuditEvent(services.db, auditEvent(operation, ctx, 'write', sentFields(result), result));
    }
    return result;
  };
}

/** A write in one transaction with its event, appended last. */
function auditedWrite(options: AuditedHandlerOptions): Run {
  const { operation, handler, services } = options;
  return (ctx) =>
    services.db.transaction(async (outer) => {
      // The baseline of the audit benchmark (bench/audit-writes.ts) only: the same write, in the same transaction,
      // with no event recorded.
      const recording = !services.auditPaused;
      // The record's read before the change hands its last statement on to the handler, which most often opens with
      // the same read (db/read-handed-on.ts).
      const handed = recording && options.readOfRecord ? readHandedOn(outer) : undefined;
      const inner = flatTransaction(handed?.db ?? outer);
      const inTx = withTransaction(ctx, inner.db, services);
      const before = recording ? await readRecord(options, inTx) : undefined;
      handed?.offer();
      const result = await handler(inTx);
      inner.check();
      if (!recording || !succeeded(ctx.reply)) return result;
      let details: Record<string, unknown>;
      if (before !== undefined) {
        const after = isRecord(result) && result.id === before.id ? result : await readRecord(options, inTx);
        // A record gone afterwards was deleted: every field's old value, none new.
        details = { ...changedFields(before, after ?? {}), ...secretsSent(ctx.body) };
      } else {
        details = sentFields(ctx.body);
      }
      await appendAuditEvent(outer, auditEvent(operation, ctx, 'write', details, result));
      return result;
    });
}

/**
 * The write's transaction as its handler sees it: a transaction the handler opens inside runs in it directly, with no
 * savepoint (two statements less per write; the trail's cost, bench:audit). A handler's own transaction that fails
 * throws on, and the whole write rolls back; `check` refuses to commit a write whose handler caught such a failure and
 * answered anyway (without the savepoint, that transaction's statements before its failure would stay).
 */
function flatTransaction(tx: Db): { db: Db; check: () => void } {
  let failed: unknown;
  const flat: Db = Object.create(tx, {
    transaction: {
      value: async <T>(work: (inner: Db) => Promise<T>): Promise<T> => {
        try {
          return await work(flat);
        } catch (error) {
          failed ??= error;
          throw error;
        }
      },
    },
  });
  return {
    db: flat,
    check() {
      if (failed !== undefined) {
        throw new Error('A write answered after its own transaction failed; nothing of it is kept', {
          cause: failed,
        });
      }
    },
  };
}

function succeeded(reply: FastifyReply): boolean {
  return reply.statusCode < 400;
}

/** The event of an operation's call: its action, the caller, their address and the record it touched. */
function auditEvent(
  operation: ContractOperation,
  ctx: RuntimeContext,
  kind: AuditKind,
  details: Record<string, unknown>,
  result?: unknown,
): AuditEventInput {
  const user = ctx.request.user;
  const target = targetOf(operation, ctx, result);
  return {
    action: operation.operationId,
    kind,
    side: sideOf(operation, user),
    ...actorOf(user),
    ip: ctx.request.ip,
    targetType: target.type,
    targetId: target.id,
    details,
  };
}

/** The context again, with the transaction as its database (and the mailer writing through it). */
function withTransaction(ctx: RuntimeContext, tx: Db, services: AppServices): RuntimeContext {
  const mail = Object.create(services.mail) as AppServices['mail'];
  mail.send = (message, executor = tx) => services.mail.send(message, executor);
  return Object.create(ctx, { db: { value: tx }, mail: { value: mail } }) as RuntimeContext;
}

/**
 * The write's reply as the record's read sees it: what the read would set on its own answer (its status, headers, a
 * body it sends itself) is dropped, so the write's answer stays the write's.
 */
function quietReply(reply: FastifyReply): FastifyReply {
  const self = (): FastifyReply => quiet;
  const quiet: FastifyReply = Object.create(reply, {
    code: { value: self },
    status: { value: self },
    header: { value: self },
    headers: { value: self },
    type: { value: self },
    send: { value: self },
    // biome-ignore lint/suspicious/noThenProperty: hides the reply's then(), which waits for an answer this read never sends.
    then: { value: undefined },
  });
  return quiet;
}

/** The record as its own read answers it (undefined when the operation has none, or it is not found). */
async function readRecord(
  options: AuditedHandlerOptions,
  ctx: RuntimeContext,
): Promise<Record<string, unknown> | undefined> {
  const { readOfRecord, readOperation } = options;
  if (!readOfRecord || !readOperation) return undefined;
  const read = Object.create(ctx, {
    query: { value: {} },
    body: { value: undefined },
    operation: { value: readOperation },
    reply: { value: quietReply(ctx.reply) },
  }) as RuntimeContext;
  try {
    const record = await readOfRecord(read);
    return isRecord(record) && !('statusCode' in record && 'raw' in record) ? record : undefined;
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

function auditedRead(options: AuditedHandlerOptions, run: Run): Run {
  const { operation, services } = options;
  const recordsRead = recordedReads[operation.operationId];
  const exports = operation.csvColumns !== null;
  return async (ctx) => {
    const streamed =
      csvColumnsWanted(ctx.request) && exports ? { format: 'csv', query: maskSecrets(ctx.query) } : null;
    const fileRead =
      !streamed && recordsRead?.streamed ? recordsRead.details(undefined, ctx.request.user) : null;
    if (streamed || fileRead) {
      // A streamed answer (a CSV export, a file) is recorded as its headers go out (the onSend hook): once the handler
      // succeeded, before the client can have the content.
      const event = auditEvent(
        operation,
        ctx,
        streamed ? 'export' : 'read',
        (streamed ?? fileRead) as Record<string, unknown>,
      );
      ctx.request.auditOnSend = () => appendAuditEvent(services.db, event);
      return run(ctx);
    }
    const result = await run(ctx);
    const details =
      recordsRead && !recordsRead.streamed && succeeded(ctx.reply)
        ? recordsRead.details(result, ctx.request.user)
        : null;
    if (details) {
      const event = auditEvent(operation, ctx, 'read', details, result);
      await appendAuditEvent(services.db, event);
    }
    return result;
  };
}

function auditedSignIn({ operation, handler, services }: AuditedHandlerOptions): Run {
  return async (ctx) => {
    const body = isRecord(ctx.body) ? ctx.body : {};
    const nameTried = String(body.username ?? '')
      .trim()
      .slice(0, 200);
    const record = (portal: unknown, event: Omit<AuditEventInput, 'action' | 'side' | 'ip' | 'targetType'>) =>
      appendAuditEvent(services.db, {
        ...event,
        action: operation.operationId,
        side: portal === 'strata' ? 'strata' : 'rental',
        ip: ctx.request.ip,
        targetType: 'user',
      });
    // The second steps learn their portal from the challenge; the handler tells it through the request.
    const portalOf = () => ctx.request.signInPortal ?? body.portal;
    let result: unknown;
    try {
      result = await handler(ctx);
    } catch (error) {
      if (error instanceof HttpError) {
        const reason = (error as HttpError & { auditReason?: string }).auditReason ?? error.message;
        const actor = actorTagged(error);
        await record(portalOf(), {
          kind: 'signInFailed',
          actorId: null,
          actorName: actor?.userName ?? nameTried,
          actorRole: null,
          targetId: actor?.id ?? null,
          details: { reason, statusCode: error.statusCode },
        });
      }
      throw error;
    }
    const portal = portalOf();
    const actor = actorTagged(result);
    const user = isRecord(result) && isRecord(result.user) ? result.user : {};
    const id = asId(user.id) ?? actor?.id ?? null;
    const method = ctx.request.signInMethod;
    await record(portal, {
      kind: 'signIn',
      actorId: id,
      actorName: typeof user.userName === 'string' ? user.userName : (actor?.userName ?? nameTried),
      actorRole: typeof user.sessionRole === 'string' ? user.sessionRole : null,
      targetId: id,
      details: {
        portal: portal === 'strata' ? 'strata' : 'residential',
        ...(method && { method }),
        ...(isRecord(result) && result.mfaRequired === true && { next: 'secondFactor' }),
        ...(isRecord(result) && result.mfaEnrolmentRequired === true && { next: 'enrolment' }),
      },
    });
    return result;
  };
}
