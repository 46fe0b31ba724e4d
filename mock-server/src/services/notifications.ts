// Notifications (tag notifications): what a person was told of, their mail preferences, the one-click unsubscribe,
// and the development trigger of the digests. The events themselves are written by notifications/notify.ts from the
// handlers of the change that causes them.
import {
  lockedNotificationEvents,
  notificationMessages as messages,
  type NotificationEvent,
  notificationEvents,
} from '@portal/sdk/notifications';
import type { NotificationPreference } from '@portal/sdk/types';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pgErrorCode } from '../db/errors.ts';
import { users } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { sendDigests } from '../notifications/digests.ts';
import { readUnsubscribeToken } from '../notifications/unsubscribe.ts';
import {
  countNotificationsOf,
  countUnreadOf,
  frequenciesOf,
  listNotificationsOf,
  markAllRead,
  markRead,
  setFrequencies,
} from '../repositories/notifications.ts';

type Preference = NotificationPreference;

async function preferencesOf(db: Db, userId: number): Promise<Preference[]> {
  const chosen = await frequenciesOf(db, userId);
  return notificationEvents.map((event) => {
    const locked = lockedNotificationEvents.includes(event);
    return { event, frequency: locked ? 'instant' : (chosen.get(event) ?? 'instant'), locked };
  });
}

export const handlers = defineHandlers({
  async listNotifications({ db, query, reply, user }) {
    const unread = query.unread === true;
    const offset = query.offset ?? 0;
    if (query.limit !== undefined) {
      reply.header('X-Total-Count', String(await countNotificationsOf(db, user.id, unread)));
    }
    return listNotificationsOf(db, user.id, { unread, limit: query.limit, offset });
  },

  async countUnreadNotifications({ db, request, user }) {
    return { count: request.unreadCount ?? (await countUnreadOf(db, user.id)) };
  },

  async markNotificationRead({ db, params, user }) {
    const notification = await markRead(db, user.id, Number(params.id));
    if (!notification) throw notFound();
    return notification;
  },

  async markAllNotificationsRead({ db, query, user }) {
    return { count: await markAllRead(db, user.id, query.upTo) };
  },

  async getNotificationPreferences({ db, user }) {
    return preferencesOf(db, user.id);
  },

  async updateNotificationPreferences({ db, body, user }) {
    const seen = new Set<NotificationEvent>();
    for (const [i, change] of body.preferences.entries()) {
      if (seen.has(change.event))
        throw badRequest(messages.repeatedEvent(change.event), `preferences[${i}].event`);
      seen.add(change.event);
    }
    const lockedChange = body.preferences.findIndex(
      (change) => lockedNotificationEvents.includes(change.event) && change.frequency !== 'instant',
    );
    if (lockedChange >= 0) throw badRequest(messages.locked, `preferences[${lockedChange}].frequency`);
    const changes = body.preferences.filter((change) => !lockedNotificationEvents.includes(change.event));
    await db.transaction((tx) => setFrequencies(tx, user.id, changes));
    return preferencesOf(db, user.id);
  },

  async unsubscribeNotifications({ db, options, query }) {
    const named = readUnsubscribeToken(options, query.token);
    if (!named || lockedNotificationEvents.includes(named.event))
      throw badRequest(messages.badUnsubscribeLink);
    const event: NotificationEvent = named.event;
    // A link of an account removed since names no one: the same plain answer as a link that is not ours (the
    // preference's row would have no account: a foreign key error, answered 500 before).
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, named.userId))
      .limit(1);
    if (!account) throw badRequest(messages.badUnsubscribeLink);
    try {
      await db.transaction((tx) => setFrequencies(tx, named.userId, [{ event, frequency: 'off' }]));
    } catch (error) {
      // Removed between the look-up and the write.
      if (pgErrorCode(error) === '23503') throw badRequest(messages.badUnsubscribeLink);
      throw error;
    }
    return { event, frequency: 'off', locked: false };
  },

  async runNotificationDigests({ db, options, body }) {
    // Development only: in production the path answers 404 as if it did not exist.
    if (!options.devRoutes) throw notFound();
    return sendDigests(db, options, body.frequency);
  },
});
