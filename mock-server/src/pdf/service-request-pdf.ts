// A service request's full history as a PDF (for a council meeting): its details, description, timeline and comments,
// laid out by the strata forms' renderer. Times are the company's, each with its zone's name (PST, PDT).
import { TZDate, tzName } from '@date-fns/tz';
import {
  serviceRequestCategoryLabels as categories,
  serviceRequestPriorityLabels as priorities,
  serviceRequestStatusLabels as statuses,
} from '@portal/sdk/service-requests';
import type { ServiceRequestDetail, ServiceRequestHistoryEntry } from '@portal/sdk/types';
import { format } from 'date-fns';
import { type FormSection, renderFormPdf } from './form-pdf.ts';

type Detail = ServiceRequestDetail;
type HistoryEntry = ServiceRequestHistoryEntry;

/** A time as a council reads it: `2026-12-04 17:00 PST` in the company's time zone. */
function clockIn(timeZone: string) {
  return (iso: string) => {
    const at = new TZDate(iso, timeZone);
    return `${format(at, 'yyyy-MM-dd HH:mm')} ${tzName(timeZone, at, 'short')}`;
  };
}

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

export async function renderServiceRequestPdf(
  request: Detail,
  author: string,
  timeZone: string,
  now = new Date(),
) {
  const when = clockIn(timeZone);
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
      heading: 'History',
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
      filedOn: format(new TZDate(now, timeZone), 'yyyy-MM-dd'),
      author,
    },
    now,
  );
}
