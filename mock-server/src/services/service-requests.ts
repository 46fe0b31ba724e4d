// Service requests (tag serviceRequests): owners, residents and buildings ask; the company answers; everyone who may
// read a request sees where it stands. The rules of its life are service-request-rules.ts, the SQL is in
// repositories/service-request*.ts; these handlers check the input and the caller, and answer.
import {
  serviceRequestMessages as messages,
  serviceRequestCategories,
  serviceRequestStatuses,
} from '@portal/sdk/service-requests';
import type { ServiceRequestCounts, ServiceRequestInput } from '@portal/sdk/types';
import sharp from 'sharp';
import { companyHolidays, companyTimeZone } from '../config.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { sendStoredFile } from '../http/files.ts';
import { defineHandlers } from '../http/handlers.ts';
import { answerList } from '../http/list-response.ts';
import { readUpload } from '../http/uploads.ts';
import { renderServiceRequestPdf } from '../pdf/service-request-pdf.ts';
import { type PlaceInput, reachablePlace } from '../repositories/service-request-access.ts';
import {
  addFollower,
  findAttachment,
  insertAttachment,
  insertComment,
} from '../repositories/service-request-activity.ts';
import { countByStatus, requestList, requestsWhere } from '../repositories/service-request-list.ts';
import {
  findRequestState,
  findServiceRequest,
  insertServiceRequest,
  moveStatus,
} from '../repositories/service-requests.ts';
import {
  actorOf,
  announceChange,
  closeOverdueResolved,
  requestDetail,
  viewerOf,
} from './service-request-record.ts';
import { dueAt, isStaff, refusedMove } from './service-request-rules.ts';

type Counts = ServiceRequestCounts;

/** The one place the input names, or a 400. */
function placeOf(input: ServiceRequestInput): PlaceInput {
  const { strataUnitId, strataPropertyId, commonArea, propertyId } = input;
  const named = [strataUnitId, strataPropertyId, propertyId].filter((id) => id !== undefined).length;
  if (named !== 1) throw badRequest(messages.onePlace);
  if (strataUnitId !== undefined && commonArea !== true) return { kind: 'unit', id: strataUnitId };
  if (strataPropertyId !== undefined && commonArea === true)
    return { kind: 'building', id: strataPropertyId };
  if (propertyId !== undefined && commonArea !== true) return { kind: 'property', id: propertyId };
  throw badRequest(messages.onePlace, 'commonArea');
}

/** A request that still takes comments, files and followers; its state. */
async function openRequest(db: Parameters<typeof findRequestState>[0], id: number, message: string) {
  const state = await findRequestState(db, id);
  if (!state) throw notFound();
  if (state.status === 'closed' || state.status === 'cancelled') throw conflict(message);
  return state;
}

export const handlers = defineHandlers({
  async listServiceRequests({ db, query, reply, user }) {
    await closeOverdueResolved(db);
    return answerList(reply, query, requestList(db, viewerOf(user), requestsWhere(user, query)));
  },

  async countServiceRequests({ db, query, user }) {
    await closeOverdueResolved(db);
    const rows = await countByStatus(db, requestsWhere(user, { ...query, status: undefined }));
    const byStatus = Object.fromEntries(serviceRequestStatuses.map((s) => [s, 0])) as Counts['byStatus'];
    let total = 0;
    let overdue = 0;
    for (const row of rows) {
      byStatus[row.status] = row.n;
      total += row.n;
      overdue += row.overdue;
    }
    return { total, overdue, byStatus };
  },

  async createServiceRequest({ db, body, options, reply, user }) {
    const place = await reachablePlace(db, user, placeOf(body));
    if (!place) throw notFound();
    if (!serviceRequestCategories[place.side].includes(body.category)) {
      throw badRequest(
        place.side === 'strata' ? messages.strataCategory : messages.rentalCategory,
        'category',
      );
    }
    const createdAt = new Date();
    const id = await db.transaction(async (tx) =>
      insertServiceRequest(tx, await actorOf(tx, user), {
        ...place,
        title: body.title.trim(),
        description: body.description.trim(),
        category: body.category,
        priority: body.priority,
        entryPermission: body.entryPermission,
        createdAt,
        dueAt: dueAt(createdAt, body.priority, companyTimeZone(options), companyHolidays(options)),
      }),
    );
    reply.code(201);
    const created = await findServiceRequest(db, id, viewerOf(user));
    if (!created) throw notFound();
    return created;
  },

  async getServiceRequest({ db, params, user }) {
    await closeOverdueResolved(db);
    return requestDetail(db, Number(params.id), user);
  },

  async changeServiceRequestStatus({ db, options, params, body, user }) {
    const id = Number(params.id);
    const state = await findRequestState(db, id);
    if (!state) throw notFound();
    const now = new Date();
    const note = body.note?.trim() || null;
    const refused = refusedMove({
      from: state.status,
      to: body.status,
      note: note ?? undefined,
      resolvedAt: state.resolvedAt,
      staff: isStaff(user.role),
      requester: state.requesterId === user.id,
      now,
    });
    if (refused) throw refused;
    return db.transaction(async (tx) => {
      const actor = await actorOf(tx, user);
      const moved = await moveStatus(tx, id, { from: state.status, to: body.status, actor, note, at: now });
      if (!moved) throw conflict(messages.illegalMove(state.status, body.status), 'status');
      await announceChange(tx, options, {
        requestId: id,
        actorId: user.id,
        kind: 'status',
        from: state.status,
        to: body.status,
      });
      return requestDetail(tx, id, user);
    });
  },

  async addServiceRequestComment({ db, options, params, body, reply, user }) {
    const id = Number(params.id);
    const state = await openRequest(db, id, messages.closedComments);
    const internal = body.internal === true;
    const comment = await db.transaction(async (tx) => {
      const actor = await actorOf(tx, user);
      const at = new Date();
      const added = await insertComment(tx, id, {
        actor,
        fromStaff: isStaff(user.role),
        text: body.text.trim(),
        internal,
        at,
      });
      // The requester answering what staff waited for puts the request back in their hands.
      if (!internal && state.status === 'waitingOnRequester' && state.requesterId === user.id) {
        await moveStatus(tx, id, { from: state.status, to: 'inProgress', actor, note: null, at });
      }
      if (!internal) {
        await announceChange(tx, options, {
          requestId: id,
          actorId: user.id,
          kind: 'comment',
          text: added.text,
        });
      }
      return added;
    });
    reply.code(201);
    return comment;
  },

  async addServiceRequestAttachment({ db, storage, params, request, reply, user }) {
    const id = Number(params.id);
    await openRequest(db, id, messages.closed);
    const upload = await readUpload(request, 'attachment');
    // A photo is turned upright by its EXIF orientation and written again without any metadata (sharp keeps none
    // unless asked): the location, the camera and the time never reach storage.
    const bytes = upload.mimeType.startsWith('image/')
      ? await sharp(upload.bytes, { failOn: 'error' }).rotate().toBuffer()
      : upload.bytes;
    const stored = await storage.put('service-request-files', bytes, upload.extension);
    try {
      const attachment = await db.transaction(async (tx) =>
        insertAttachment(tx, id, {
          actor: await actorOf(tx, user),
          fileName: upload.fileName,
          contentType: upload.mimeType,
          size: stored.size,
          path: stored.key,
          at: new Date(),
        }),
      );
      reply.code(201);
      return attachment;
    } catch (error) {
      await storage.delete(stored.key).catch(() => undefined);
      throw error;
    }
  },

  async getServiceRequestAttachment({ db, storage, params, query, reply }) {
    const attachment = await findAttachment(db, Number(params.id));
    if (!attachment) throw notFound();
    return sendStoredFile(
      { reply, storage },
      {
        key: attachment.path,
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        disposition: query.download === true ? 'attachment' : 'inline',
      },
    );
  },

  async followServiceRequest({ db, params, user }) {
    const id = Number(params.id);
    const state = await openRequest(db, id, messages.closed);
    if (state.requesterId !== user.id) {
      await db.transaction(async (tx) => addFollower(tx, id, await actorOf(tx, user), new Date()));
    }
    const request = await findServiceRequest(db, id, viewerOf(user));
    if (!request) throw notFound();
    return request;
  },

  async getServiceRequestPdf({ db, options, params, reply, user }) {
    const detail = await requestDetail(db, Number(params.id), user);
    const pdf = await renderServiceRequestPdf(detail, user.userName, companyTimeZone(options));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="service-request-${detail.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  },
});
