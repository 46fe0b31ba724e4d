// The service requests' actions with their toasts: a new request and its files, a move, a comment, a file, Me too,
// and the downloads. The reads are in queries.ts.
import { getServiceRequestAttachment, getServiceRequestPdf } from '@portal/sdk/operations';
import {
  addServiceRequestAttachmentMutation,
  addServiceRequestCommentMutation,
  changeServiceRequestStatusMutation,
  createServiceRequestMutation,
  followServiceRequestMutation,
} from '@portal/sdk/query';
import { callOf, callWith, useAction } from '../shared/action.ts';
import { saveBlob } from '../shared/saveBlob.ts';
import { usePortal } from '../shared/usePortal.ts';
import { requestFailures } from './queries.ts';
import {
  type ServiceRequestAttachment,
  type ServiceRequestInput,
  type ServiceRequestStatus,
  statusLabel,
} from './requestText.ts';

export interface NewRequest {
  input: ServiceRequestInput;
  /** Photos and PDFs, sent one by one once the request exists. */
  files: readonly File[];
}

/**
 * Sends a new request, then its files one by one (addServiceRequestAttachment). Answers the request's id and the
 * names of the files the server refused: the request stands without them.
 */
export function useCreateRequest() {
  return useAction({
    mutation: {
      mutationFn: async ({ input, files }: NewRequest, context) => {
        const created = await callOf(createServiceRequestMutation())({ body: input }, context);
        const refused: string[] = [];
        for (const file of files) {
          try {
            await callOf(addServiceRequestAttachmentMutation())(
              { path: { id: created.id }, body: { file } },
              context,
            );
          } catch {
            refused.push(file.name);
          }
        }
        return { id: created.id, refused };
      },
    },
    refresh: ['serviceRequests'],
    refetch: 'all',
    success: ({ refused }) =>
      refused.length === 0
        ? 'Request sent.'
        : `Request sent, but ${refused.join(', ')} could not be attached.`,
    failure: requestFailures.create,
    failureIn: 'view',
    serverWords: true,
  });
}

export interface StatusMove {
  id: number;
  status: ServiceRequestStatus;
  note?: string | undefined;
}

/** A quick status change (the board, the request page) or the requester's Reopen; a 409 says why in a toast. */
export function useMoveRequest() {
  return useAction({
    mutation: callWith(changeServiceRequestStatusMutation(), ({ id, status, note }: StatusMove) => ({
      path: { id },
      body: note?.trim() ? { status, note: note.trim() } : { status },
    })),
    refresh: ['serviceRequests'],
    success: (request) => `Request is now "${statusLabel(request.status)}".`,
    failure: requestFailures.move,
    failureIn: 'toast',
    serverWords: true,
  });
}

export interface NewComment {
  id: number;
  text: string;
  internal: boolean;
}

export function useAddComment() {
  return useAction({
    mutation: callWith(addServiceRequestCommentMutation(), ({ id, text, internal }: NewComment) => ({
      path: { id },
      body: { text, internal },
    })),
    refresh: ['serviceRequests'],
    success: (_comment, { internal }) => (internal ? 'Internal note added.' : 'Comment added.'),
    failure: requestFailures.comment,
    failureIn: 'toast',
    serverWords: true,
  });
}

/** Attaches files one by one to an existing request; a refused file is named and the others still go. */
export function useAttachFiles() {
  return useAction({
    mutation: {
      mutationFn: async ({ id, files }: { id: number; files: readonly File[] }, context) => {
        for (const file of files) {
          await callOf(addServiceRequestAttachmentMutation())({ path: { id }, body: { file } }, context);
        }
        return files.length;
      },
    },
    refresh: ['serviceRequests'],
    refreshAfter: 'settled',
    success: (count) => (count === 1 ? 'File attached.' : `${count} files attached.`),
    failure: requestFailures.attach,
    failureIn: 'toast',
    serverWords: true,
  });
}

/** "Me too": follow a request instead of asking again. */
export function useFollowRequest() {
  return useAction({
    mutation: callWith(followServiceRequestMutation(), (id: number) => ({ path: { id } })),
    refresh: ['serviceRequests'],
    refetch: 'all',
    success: (request) => `You are following "${request.title}".`,
    failure: requestFailures.follow,
    failureIn: 'toast',
    serverWords: true,
  });
}

/** The request's history as a PDF, and its attachments, saved under their own names. */
export function useRequestDownloads() {
  const { api, toaster } = usePortal();
  const fail = () => toaster.show(requestFailures.download, 'error');
  return {
    pdf: (id: number) =>
      getServiceRequestPdf({ client: api, path: { id }, parseAs: 'blob', throwOnError: true }).then(
        ({ data }) => saveBlob(data, `service-request-${id}.pdf`),
        fail,
      ),
    attachment: (attachment: ServiceRequestAttachment) =>
      getServiceRequestAttachment({
        client: api,
        path: { id: attachment.id },
        query: { download: true },
        parseAs: 'blob',
        throwOnError: true,
      }).then(({ data }) => saveBlob(data, attachment.fileName), fail),
  };
}
