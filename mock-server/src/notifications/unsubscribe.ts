// The one-click unsubscribe link of a notification mail: `{user id}.{event}.{HMAC}` under a key of its own derived
// from the server secret (never the session-token key), so a link names one person and one event, cannot be forged,
// and needs nothing stored.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationEvent, notificationEvents } from '@portal/sdk/notifications';
import { purposeKey } from '../auth/tokens.ts';
import type { AppOptions } from '../config.ts';

function signature(options: AppOptions, userId: number, event: NotificationEvent): string {
  return createHmac('sha256', purposeKey(options, 'notification-unsubscribe-links'))
    .update(`${userId}.${event}`)
    .digest('base64url');
}

export function unsubscribeToken(options: AppOptions, userId: number, event: NotificationEvent): string {
  return `${userId}.${event}.${signature(options, userId, event)}`;
}

/** The person and event a token names, or null when it is not one this server signed. */
export function readUnsubscribeToken(
  options: AppOptions,
  token: string,
): { userId: number; event: NotificationEvent } | null {
  const [id, event, mac, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !event || !mac || !/^[1-9]\d{0,9}$/.test(id)) return null;
  if (!(notificationEvents as readonly string[]).includes(event)) return null;
  const userId = Number(id);
  const expected = Buffer.from(signature(options, userId, event as NotificationEvent));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, event: event as NotificationEvent };
}
