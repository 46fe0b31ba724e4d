// What the notifications page's routes of every area share: the loader (the list and the settings) and the failure
// page. Light: route files import it at the top.
import type { QueryClient } from '@tanstack/react-query';
import { loadFailure } from '../shared/routeSupport.tsx';
import { notificationQueries } from './queries.ts';

export const notificationsRouteOptions = {
  loader: ({ context: { queryClient } }: { context: { queryClient: QueryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(notificationQueries.list(false)),
      queryClient.ensureQueryData(notificationQueries.preferences()),
    ]),
  errorComponent: loadFailure('Could not load your notifications.'),
};
