// The container of the new request form (every requester's area); a request's page is RequestPage.tsx.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useCreateRequest, useFollowRequest } from './api.ts';
import { requestQueries } from './queries.ts';
import { type RequestCriteria, RequestFormView } from './RequestFormView.tsx';
import { requestInputFrom } from './requestForm.ts';
import { useRequestPlaces } from './requestPlaces.ts';
import { type RequesterArea, requestHref, type ServiceRequestCategory } from './requestText.ts';

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
