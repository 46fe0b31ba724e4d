import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../../features/notifications/NotificationsPage.tsx';
import { notificationsRouteOptions } from '../../../../features/notifications/notificationsRoute.ts';

/** /owner/notifications: what the person was told of, and their email settings. */
export const Route = createFileRoute('/_owner/owner/notifications/')({
  ...notificationsRouteOptions,
  component: () => <NotificationsPage area="owner" />,
});
