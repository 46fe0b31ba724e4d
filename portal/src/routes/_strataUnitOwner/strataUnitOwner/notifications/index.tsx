import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../../features/notifications/NotificationsPage.tsx';
import { notificationsRouteOptions } from '../../../../features/notifications/notificationsRoute.ts';

/** /strataUnitOwner/notifications: what the person was told of, and their email settings. */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/notifications/')({
  ...notificationsRouteOptions,
  component: () => <NotificationsPage area="strataUnitOwner" />,
});
