// A service request's activity as the contract has it: comments, attachments and followers (each with its history
// entry), who hears of a change, and the record of history, comments and attachments a reader sees. The requests
// themselves and their status: service-requests.ts.
import type {
  ServiceRequestAttachment,
  ServiceRequestComment,
  ServiceRequestHistoryEntry,
} from '@portal/sdk/types';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  serviceRequestAttachments,
  serviceRequestComments,
  serviceRequestEvents,
  serviceRequestFollowers,
  serviceRequests,
} from '../db/schema.ts';
import { isoDateTime } from './dates.ts';
import { type Actor, insertEvent, nameFor, type Viewer } from './service-requests.ts';

type HistoryEntry = ServiceRequestHistoryEntry;
type Comment = ServiceRequestComment;
type Attachment = ServiceRequestAttachment;

const r = serviceRequests;

export async function insertComment(
  tx: Tx,
  id: number,
  comment: { actor: Actor; fromStaff: boolean; text: string; internal: boolean; at: Date },
): Promise<Comment> {
  const [row] = await tx
    .insert(serviceRequestComments)
    .values({
      serviceRequestId: id,
      authorId: comment.actor.id,
      authorName: comment.actor.name,
      fromStaff: comment.fromStaff,
      text: comment.text,
      internal: comment.internal,
      createdAt: comment.at,
    })
    .returning();
  if (!row) throw new Error('The new comment was not returned');
  await insertEvent(tx, id, {
    kind: 'comment',
    actor: comment.actor,
    at: comment.at,
    note: comment.text,
    internal: comment.internal,
  });
  await tx.update(r).set({ updatedAt: comment.at }).where(eq(r.id, id));
  return mapComment(row);
}

export async function insertAttachment(
  tx: Tx,
  id: number,
  file: { actor: Actor; fileName: string; contentType: string; size: number; path: string; at: Date },
): Promise<Attachment> {
  const [row] = await tx
    .insert(serviceRequestAttachments)
    .values({
      serviceRequestId: id,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      path: file.path,
      uploadedById: file.actor.id,
      uploadedByName: file.actor.name,
      createdAt: file.at,
    })
    .returning();
  if (!row) throw new Error('The new attachment was not returned');
  await insertEvent(tx, id, { kind: 'attachment', actor: file.actor, at: file.at, note: file.fileName });
  await tx.update(r).set({ updatedAt: file.at }).where(eq(r.id, id));
  return mapAttachment(row);
}

/** Adds the follower (nothing when they already follow, or made the request); whether one was added. */
export async function addFollower(tx: Tx, id: number, actor: Actor & { id: number }, at: Date) {
  const added = await tx
    .insert(serviceRequestFollowers)
    .values({ serviceRequestId: id, userId: actor.id, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: serviceRequestFollowers.serviceRequestId });
  if (added.length === 0) return false;
  await tx
    .update(r)
    .set({ followerCount: sql`${r.followerCount} + 1` })
    .where(eq(r.id, id));
  await insertEvent(tx, id, { kind: 'follower', actor, at });
  return true;
}

export async function isFollowing(db: Db | Tx, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(serviceRequestFollowers)
    .where(and(eq(serviceRequestFollowers.serviceRequestId, id), eq(serviceRequestFollowers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The people to tell of a change: the requester and the followers. */
export async function requestAudience(db: Db | Tx, id: number): Promise<number[]> {
  const rows = await db
    .select({ userId: serviceRequestFollowers.userId })
    .from(serviceRequestFollowers)
    .where(eq(serviceRequestFollowers.serviceRequestId, id));
  const [request] = await db.select({ requesterId: r.requesterId }).from(r).where(eq(r.id, id));
  return [...new Set([...(request ? [request.requesterId] : []), ...rows.map((row) => row.userId)])];
}

function mapComment(
  row: Omit<typeof serviceRequestComments.$inferSelect, 'authorId' | 'serviceRequestId'>,
): Comment {
  return {
    id: row.id,
    authorName: row.authorName,
    fromStaff: row.fromStaff,
    text: row.text,
    internal: row.internal,
    createdAt: isoDateTime(row.createdAt),
  };
}

function mapAttachment(
  row: Pick<
    typeof serviceRequestAttachments.$inferSelect,
    'id' | 'fileName' | 'contentType' | 'size' | 'uploadedByName' | 'createdAt'
  >,
): Attachment {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as Attachment['contentType'],
    size: row.size,
    uploadedByName: row.uploadedByName,
    createdAt: isoDateTime(row.createdAt),
  };
}

/** The history, comments and attachments, oldest first; internal ones only when `internal` is true. */
export async function requestRecord(db: Db | Tx, id: number, internal: boolean, viewer: Viewer) {
  const events = serviceRequestEvents;
  const comments = serviceRequestComments;
  const files = serviceRequestAttachments;
  const [history, commentRows, attachmentRows] = await Promise.all([
    db
      .select({
        id: events.id,
        kind: events.kind,
        at: events.at,
        actorName: nameFor(viewer, events.actorName, events.actorId),
        fromStatus: events.fromStatus,
        toStatus: events.toStatus,
        note: events.note,
        internal: events.internal,
      })
      .from(events)
      .where(and(eq(events.serviceRequestId, id), internal ? undefined : eq(events.internal, false)))
      .orderBy(asc(events.at), asc(events.id)),
    db
      .select({
        id: comments.id,
        authorName: nameFor(viewer, comments.authorName, comments.authorId),
        fromStaff: comments.fromStaff,
        text: comments.text,
        internal: comments.internal,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .where(and(eq(comments.serviceRequestId, id), internal ? undefined : eq(comments.internal, false)))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
    db
      .select({
        id: files.id,
        fileName: files.fileName,
        contentType: files.contentType,
        size: files.size,
        uploadedByName: nameFor(viewer, files.uploadedByName, files.uploadedById),
        createdAt: files.createdAt,
      })
      .from(files)
      .where(eq(files.serviceRequestId, id))
      .orderBy(asc(files.createdAt), asc(files.id)),
  ]);
  return {
    history: history.map((row): HistoryEntry => ({ ...row, at: isoDateTime(row.at) })),
    comments: commentRows.map(mapComment),
    attachments: attachmentRows.map(mapAttachment),
  };
}

export async function findAttachment(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(serviceRequestAttachments)
    .where(eq(serviceRequestAttachments.id, id))
    .limit(1);
  return row;
}
