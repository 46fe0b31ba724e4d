// The container of a request's page (every area), apart from the new request form's, which it does not load.
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  useAddComment,
  useAttachFiles,
  useFollowRequest,
  useMoveRequest,
  useRequestDownloads,
} from './api.ts';
import { requestQueries } from './queries.ts';
import { RequestView } from './RequestView.tsx';
import type { RequestArea } from './requestText.ts';

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
