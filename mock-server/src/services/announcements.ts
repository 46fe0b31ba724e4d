// Announcements (tag notifications): staff post one to a building, every building or the rental owners, its audience
// is told at once (notifications and mails written set-based in the posting's transaction), reads it on the dashboard
// and through its link (which records the read), and staff see who read it. Who reaches which announcement is the
// `announcement` owner rule (auth/owner-rules.ts), checked before these handlers; the lists apply the same condition.
import { announcementMessages as messages } from '@portal/sdk/notifications';
import type { Announcement } from '@portal/sdk/types';
import { sql } from 'drizzle-orm';
import type { SessionRole } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { sendStoredFile } from '../http/files.ts';
import { defineHandlers } from '../http/handlers.ts';
import { trimSpace } from '../http/validation.ts';
import { announcementPosted } from '../notifications/events.ts';
import {
  type Audience,
  audienceColumns,
  audienceMembers,
  audienceName,
  audienceOf,
  countAnnouncementsOf,
  findAnnouncement,
  isAudienceRole,
  isRentalAudience,
  listAnnouncementsOf,
  readsOf,
  recordRead,
} from '../repositories/announcements.ts';
import { deleteQuietly } from '../repositories/strata-document-files.ts';
import { type ArchivableRecords, setArchived } from './archiving.ts';
import { sanitizeRichText } from './rich-text.ts';
import { readPdfUpload } from './strata-document-helpers.ts';

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/** An admin posts to the rental owners, a strataAdmin to buildings, a superAdmin to any audience. */
function checkAudienceRole(role: SessionRole, kind: string): void {
  if (role === 'admin' && !isRentalAudience(kind)) throw forbidden(messages.audienceNotYours);
  if (role === 'strataAdmin' && isRentalAudience(kind)) throw forbidden(messages.audienceNotYours);
}

export const handlers = defineHandlers({
  async createAnnouncement({ db, body, options, reply, user }) {
    const audience = body.audience as Audience;
    const { kind, strataPropertyId } = audienceColumns(audience);
    checkAudienceRole(user.role, kind);
    const title = trimSpace(body.title);
    if (!title) throw badRequest(messages.titleBlank, 'title');
    const text = sanitizeRichText(body.body);
    if (!text.replace(/<[^>]*>|&nbsp;|\s/g, '')) throw badRequest(messages.bodyBlank, 'body');
    if (body.statutory === true && isRentalAudience(kind))
      throw badRequest(messages.statutoryNotStrata, 'statutory');
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) throw badRequest(messages.expiresInPast, 'expiresAt');
    const created = await db.transaction(async (tx) => {
      let buildingName: string | null = null;
      if (strataPropertyId !== null) {
        const [building] = rowsOf<{ building_name: string }>(
          await tx.execute(sql`select building_name from strata_properties
            where id = ${strataPropertyId} and not archived for share`),
        );
        if (!building) throw badRequest(messages.noSuchBuilding, 'audience.strataPropertyId');
        buildingName = building.building_name;
      }
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into announcements
            (title, body, audience, strata_property_id, pinned, expires_at, statutory, author_id)
          values (${title}, ${text}, ${kind}, ${strataPropertyId}, ${body.pinned === true},
            ${expiresAt?.toISOString() ?? null}::timestamptz, ${body.statutory === true}, ${user.id})
          returning id`),
      );
      if (!row) throw new Error('The new announcement was not returned');
      await announcementPosted(
        tx,
        options,
        {
          id: row.id,
          title,
          body: text,
          statutory: body.statutory === true,
          audienceName: audienceName(kind, buildingName),
        },
        audienceMembers(kind, strataPropertyId),
        user.id,
      );
      return row.id;
    });
    const announcement = await findAnnouncement(db, created, user.id);
    if (!announcement) throw notFound();
    reply.code(201);
    return announcement;
  },

  async listAnnouncements({ db, query, reply, user }) {
    const archived = query.archived === true;
    const caller = { id: user.id, role: user.role };
    if (query.limit !== undefined) {
      reply.header('X-Total-Count', String(await countAnnouncementsOf(db, caller, archived)));
    }
    return listAnnouncementsOf(db, caller, { archived, limit: query.limit, offset: query.offset ?? 0 });
  },

  async getAnnouncement({ db, params, user }) {
    const id = Number(params.id);
    // The owner rule has found the caller in the audience (or of the staff of its side).
    if (isAudienceRole(user.role)) {
      await recordRead(db, id, user.id, `/${user.role}/announcements/${id}`);
    }
    const announcement = await findAnnouncement(db, id, user.id);
    if (!announcement) throw notFound();
    return announcement;
  },

  async getAnnouncementReads({ db, params }) {
    return readsOf(db, Number(params.id));
  },

  async archiveAnnouncement({ db, params, user }) {
    return setArchived(announcementRecords(db, user.id), params.id, true);
  },

  async restoreAnnouncement({ db, params, user }) {
    return setArchived(announcementRecords(db, user.id), params.id, false);
  },

  async uploadAnnouncementAttachment({ db, storage, params, request }) {
    const id = Number(params.id);
    const before = await audienceOf(db, id);
    if (!before) throw notFound();
    const upload = await readPdfUpload(request, storage, 'announcement-files');
    const { key, size } = upload.stored;
    try {
      const [row] = rowsOf<{ id: number; attachment_name: string }>(
        await db.execute(sql`update announcements set attachment_path = ${key}, attachment_name = ${upload.fileName},
            attachment_size = ${size}, attachment_type = ${upload.mimeType}
          where id = ${id} returning id, attachment_name`),
      );
      if (!row) throw notFound();
      await deleteQuietly(storage, before.path);
      return { id: row.id, fileName: row.attachment_name };
    } catch (error) {
      await deleteQuietly(storage, key);
      throw error;
    }
  },

  async getAnnouncementAttachment({ db, storage, params, query, reply }) {
    const [row] = rowsOf<{
      attachment_path: string | null;
      attachment_name: string | null;
      attachment_type: string | null;
    }>(
      await db.execute(sql`select attachment_path, attachment_name, attachment_type from announcements
        where id = ${Number(params.id)}`),
    );
    if (!row?.attachment_path) throw notFound('This announcement has no attachment.');
    return sendStoredFile(
      { reply, storage },
      {
        key: row.attachment_path,
        fileName: row.attachment_name ?? 'attachment.pdf',
        contentType: row.attachment_type ?? 'application/pdf',
        disposition: query.download === true ? 'attachment' : 'inline',
      },
    );
  },
});

/** Announcements as staff archive and restore them (each answered with the caller's read mark). */
const announcementRecords = (db: Db, userId: number): ArchivableRecords<Announcement> => ({
  find: async (id) => (await findAnnouncement(db, id, userId)) ?? undefined,
  save: (id, archived) => db.execute(sql`update announcements set archived = ${archived} where id = ${id}`),
});
