// The notifications' public face for other features: the bell's unread count in every area's bar.
export { notificationQueries, unreadPollMs } from './queries.ts';
