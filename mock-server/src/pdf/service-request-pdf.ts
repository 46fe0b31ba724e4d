// A service request's full history as a PDF (for a council meeting): its details, description, timeline and comments,
// laid out by the strata forms' renderer.
import {
  serviceRequestCategoryLabels as categories,
  serviceRequestPriorityLabels as priorities,
  serviceRequestStatusLabels as statuses,
} from '@portal/sdk/service-requests';
import type { ServiceRequestDetail, ServiceRequestHistoryEntry } from '@portal/sdk/types';
import { type FormSection, renderFormPdf } from './form-pdf.ts';

type Detail = ServiceRequestDetail;
type HistoryEntry = ServiceRequestHistoryEntry;

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function event(entry: HistoryEntry): string {
  switch (entry.kind) {
    case 'created':
      return 'Asked';
    case 'status':
      return `${entry.fromStatus ? statuses[entry.fromStatus] : ''} → ${entry.toStatus ? statuses[entry.toStatus] : ''}`;
    case 'comment':
      return entry.internal ? 'Internal note' : 'Comment';
    case 'attachment':
      return `Attached ${entry.note ?? ''}`;
    case 'follower':
      return 'Me too';
  }
}

export async function renderServiceRequestPdf(request: Detail, author: string, now = new Date()) {
  const sections: FormSection[] = [
    {
      heading: 'Request',
      blocks: [
        {
          kind: 'fields',
          columns: 3,
          fields: [
            { label: 'Status', value: statuses[request.status] },
            { label: 'Priority', value: priorities[request.priority] },
            { label: 'Category', value: categories[request.category] },
            { label: 'Asked by', value: request.requesterName },
            { label: 'Asked on', value: when(request.createdAt) },
            { label: 'Target', value: `${when(request.dueAt)}${request.overdue ? ' (overdue)' : ''}` },
            { label: 'People affected', value: String(request.affectedCount) },
            { label: 'Entry permitted', value: request.entryPermission ? 'Yes' : 'No' },
            { label: 'Resolved on', value: request.resolvedAt ? when(request.resolvedAt) : '' },
          ],
        },
        { kind: 'paragraph', label: 'Description', text: request.description },
      ],
    },
    {
      heading: 'History (UTC)',
      blocks: [
        {
          kind: 'table',
          headers: ['When', 'Who', 'What'],
          rows: request.history.map((entry) => [when(entry.at), entry.actorName, event(entry)]),
        },
        ...request.history
          .filter((entry) => entry.kind === 'status' && entry.note)
          .map((entry) => ({
            kind: 'paragraph' as const,
            label: `${when(entry.at)} · ${entry.actorName} · ${event(entry)}`,
            text: entry.note,
          })),
      ],
    },
  ];
  if (request.comments.length > 0) {
    sections.push({
      heading: 'Comments',
      blocks: request.comments.map((comment) => ({
        kind: 'paragraph' as const,
        label: `${when(comment.createdAt)} · ${comment.authorName}${comment.internal ? ' · internal note' : ''}`,
        text: comment.text,
      })),
    });
  }
  return renderFormPdf(
    {
      title: `Service request ${request.id}: ${request.title}`,
      subtitle: request.placeName,
      sections,
      filedOn: now.toISOString().slice(0, 10),
      author,
    },
    now,
  );
}
