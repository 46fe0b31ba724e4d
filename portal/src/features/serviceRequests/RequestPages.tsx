// The containers of the new request form and of a request's page (every area).
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import {
  useAddComment,
  useAttachFiles,
  useCreateRequest,
  useFollowRequest,
  useMoveRequest,
  useRequestDownloads,
} from './api.ts';
import { requestQueries } from './queries.ts';
import { type RequestCriteria, RequestFormView } from './RequestFormView.tsx';
import { RequestView } from './RequestView.tsx';
import { requestInputFrom } from './requestForm.ts';
import { useRequestPlaces } from './requestPlaces.ts';
import type { RequesterArea } from './requestText.ts';
import { type RequestArea, requestHref, type ServiceRequestCategory } from './requestText.ts';

/** /…/requests/new: the form; after sending, the new request's page. */
export function RequestFormPage({ area, userId }: { area: RequesterArea; userId: number }) {
  const navigate = useNavigate();
  const places = useRequestPlaces(area, userId);
  const [criteria, setCriteria] = useState<RequestCriteria>({ commonBuildingId: undefined, category: '' });
  const onCriteria = useCallback((next: RequestCriteria) => setCriteria(next), []);
  const similar = useQuery({
    ...requestQueries.openCommon(criteria.commonBuildingId ?? 0, criteria.category as ServiceRequestCategory),
    enabled: criteria.commonBuildingId !== undefined && criteria.category !== '',
  });
  const create = useCreateRequest();
  const follow = useFollowRequest();
  const open = (id: number) => navigate({ to: requestHref(area, id) } as never);
  return (
    <RequestFormView
      area={area}
      places={places}
      similar={criteria.commonBuildingId !== undefined && criteria.category ? (similar.data ?? []) : []}
      onCriteria={onCriteria}
      onFollow={async (request) => {
        await follow.run(request.id);
        await open(request.id);
      }}
      onSubmit={async (values, files) => {
        const created = await create.mutateAsync({ input: requestInputFrom(values), files });
        await open(created.id);
      }}
      failure={create.failure}
    />
  );
}

/** /…/requests/{id}: the request, its timeline, comments and files, and what the person may do with it. */
export function RequestPage({ area, id, userId }: { area: RequestArea; id: number; userId: number }) {
  const { data: request } = useSuspenseQuery(requestQueries.one(id));
  const move = useMoveRequest();
  const comment = useAddComment();
  const attach = useAttachFiles();
  const follow = useFollowRequest();
  const downloads = useRequestDownloads();
  return (
    <RequestView
      area={area}
      request={request}
      isRequester={request.requesterId === userId}
      onMove={(status, note) => move.run({ id, status, note })}
      onComment={(text, internal) => comment.run({ id, text, internal })}
      onAttach={(files) => attach.run({ id, files })}
      onFollow={() => follow.run(id)}
      onDownloadAttachment={(attachment) => void downloads.attachment(attachment)}
      onDownloadPdf={() => void downloads.pdf(id)}
    />
  );
}
