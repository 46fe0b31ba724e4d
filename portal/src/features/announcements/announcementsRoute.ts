// What the announcement routes of every area share: the loaders (an announcement the person may not read is not
// found) and the failure pages. Light: route files import it at the top.
import type { QueryClient } from '@tanstack/react-query';
import { idParams, loadFailure, notFoundOn404 } from '../shared/routeSupport.tsx';
import { announcementWords as words } from './announcementText.ts';
import { announcementQueries } from './queries.ts';

type Context = { context: { queryClient: QueryClient } };

export const announcementListRouteOptions = {
  loader: ({ context: { queryClient } }: Context) => queryClient.ensureQueryData(announcementQueries.list()),
  errorComponent: loadFailure(words.loadFailure),
};

export const announcementRouteOptions = {
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }: Context & { params: { id: number } }) =>
    queryClient.ensureQueryData(announcementQueries.one(id)).catch(notFoundOn404),
  errorComponent: loadFailure(words.loadOneFailure),
};

export const announcementReadsRouteOptions = {
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }: Context & { params: { id: number } }) =>
    Promise.all([
      queryClient.ensureQueryData(announcementQueries.one(id)),
      queryClient.ensureQueryData(announcementQueries.reads(id)),
    ]).catch(notFoundOn404),
  errorComponent: loadFailure(words.loadOneFailure),
};
