import {
  Button,
  Card,
  Checkbox,
  Columns,
  ConfirmDialog,
  DescriptionList,
  formatFileSize,
  Inline,
  PageHeader,
  Stack,
  TextArea,
  UploadDropZone,
} from '@portal/ui';
import { useState } from 'react';
import { RowButton } from '../shared/RowButton.tsx';
import { MoveButtons, OverdueTag } from './RequestParts.tsx';
import {
  categoryLabel,
  formatDateTime,
  isStaffArea,
  priorityLabel,
  type RequestArea,
  requestsHref,
  type ServiceRequestAttachment,
  type ServiceRequestDetail,
  type ServiceRequestStatus,
  statusLabel,
} from './requestText.ts';
import * as styles from './serviceRequests.css.ts';

export interface RequestViewProps {
  area: RequestArea;
  request: ServiceRequestDetail;
  /** The signed-in person made the request: they may reopen it while `reopenUntil` has not passed. */
  isRequester: boolean;
  /** Now, for the reopening window (a story fixes it). */
  now?: Date;
  /** Each rejects when the server refused (a toast says why). */
  onMove: (status: ServiceRequestStatus, note?: string) => Promise<void>;
  onComment: (text: string, internal: boolean) => Promise<void>;
  onAttach: (files: readonly File[]) => Promise<void>;
  onFollow: () => Promise<void>;
  onDownloadAttachment: (attachment: ServiceRequestAttachment) => void;
  /** The request's history as a PDF (for a council meeting). */
  onDownloadPdf: () => void;
}

const closedStatuses: readonly ServiceRequestStatus[] = ['closed', 'cancelled'];

/** What one history entry says happened. */
function eventText(entry: ServiceRequestDetail['history'][number]): string {
  switch (entry.kind) {
    case 'created':
      return 'Asked';
    case 'status':
      return entry.fromStatus && entry.toStatus
        ? `${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)}`
        : 'Status changed';
    case 'comment':
      return entry.internal ? 'Internal note' : 'Comment';
    case 'attachment':
      return 'Attached a file';
    case 'follower':
      return 'Affected too ("Me too")';
  }
}

/**
 * A request's page, for whoever may read it: what, where, its status and target time, its timeline (who, when, from
 * → to), the comments (staff add internal notes, marked), the attachments; staff move it along, the requester may
 * reopen it within 14 days of its resolution, and a resident affected too follows it ("Me too").
 */
export function RequestView({
  area,
  request,
  isRequester,
  now = new Date(),
  onMove,
  onComment,
  onAttach,
  onFollow,
  onDownloadAttachment,
  onDownloadPdf,
}: RequestViewProps) {
  const staff = isStaffArea(area);
  const open = !closedStatuses.includes(request.status);
  const canReopen =
    !staff &&
    isRequester &&
    request.status === 'resolved' &&
    request.reopenUntil !== null &&
    new Date(request.reopenUntil) > now;
  const [moveNote, setMoveNote] = useState('');
  const [comment, setComment] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Stack gap="lg">
      <PageHeader
        title={request.title}
        description={request.placeName}
        backLink={{ label: staff ? 'Back To Board' : 'Back To Requests', href: requestsHref(area) }}
        actions={
          <Button variant="secondary" onPress={onDownloadPdf}>
            Download history (PDF)
          </Button>
        }
      />
      <Columns gap="lg" split="3:2" align="start">
        <Stack gap="lg">
          <Card title="Request">
            <Stack gap="md">
              <DescriptionList
                items={[
                  {
                    term: 'Status',
                    description: (
                      <>
                        {statusLabel(request.status)} <OverdueTag request={request} />
                      </>
                    ),
                  },
                  { term: 'Category', description: categoryLabel(request.category) },
                  { term: 'Priority', description: priorityLabel(request.priority) },
                  { term: 'Where', description: request.placeName },
                  { term: 'Asked by', description: request.requesterName },
                  { term: 'Asked on', description: formatDateTime(request.createdAt) },
                  { term: 'Target', description: formatDateTime(request.dueAt) },
                  { term: 'Entry permitted', description: request.entryPermission ? 'Yes' : 'No' },
                  { term: 'People affected', description: String(request.affectedCount) },
                ]}
              />
              <p className={styles.text}>{request.description}</p>
            </Stack>
          </Card>
          {staff && open ? (
            <Card title="Change status">
              <Stack gap="md">
                <TextArea
                  label="Note with the change (optional)"
                  description="The requester reads it in the timeline."
                  value={moveNote}
                  onChange={setMoveNote}
                  rows={2}
                />
                <Inline gap="sm">
                  <MoveButtons
                    request={request}
                    note={moveNote}
                    onMove={async (status, note) => {
                      await onMove(status, note);
                      setMoveNote('');
                    }}
                  />
                </Inline>
              </Stack>
            </Card>
          ) : null}
          {canReopen ? (
            <Card title="Not fixed?">
              <Stack gap="md">
                <p className={styles.muted}>
                  You can reopen this request until {formatDateTime(request.reopenUntil)}.
                </p>
                <Inline gap="sm">
                  <ConfirmDialog
                    title="Reopen request"
                    message="Reopen this request? Staff will look at it again."
                    confirmLabel="Reopen"
                    cancelLabel="Keep resolved"
                    onConfirm={() => onMove('inProgress')}
                    trigger={<Button>Reopen</Button>}
                  />
                </Inline>
              </Stack>
            </Card>
          ) : null}
          {!staff && !isRequester && !request.following && open ? (
            <Card title="Affected too?">
              <Stack gap="md">
                <p className={styles.muted}>
                  Follow this request instead of asking again; you hear of every change.
                </p>
                <Inline gap="sm">
                  <Button onPress={() => onFollow().catch(() => undefined)}>Me too</Button>
                </Inline>
              </Stack>
            </Card>
          ) : null}
          <Card title="Comments">
            <Stack gap="md">
              {request.comments.length === 0 ? <p className={styles.muted}>No comments yet.</p> : null}
              <ol className={styles.entries} aria-label="Comments">
                {request.comments.map((entry) => (
                  <li
                    key={entry.id}
                    className={`${styles.entry} ${entry.internal ? styles.internalEntry : ''}`}
                  >
                    <span className={styles.muted}>
                      {entry.authorName}
                      {entry.fromStaff ? ' (staff)' : ''} · {formatDateTime(entry.createdAt)}{' '}
                      {entry.internal ? <span className={styles.tag}>Internal note</span> : null}
                    </span>
                    <p className={styles.text}>{entry.text}</p>
                  </li>
                ))}
              </ol>
              {open ? (
                <Stack
                  as="form"
                  gap="lg"
                  aria-label="Add a comment"
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (!comment.trim()) return;
                    void onComment(comment.trim(), staff && internal).then(
                      () => {
                        setComment('');
                        setInternal(false);
                      },
                      () => undefined,
                    );
                  }}
                >
                  <TextArea label="Comment" value={comment} onChange={setComment} rows={3} isRequired />
                  {staff ? (
                    <Checkbox
                      isSelected={internal}
                      onChange={setInternal}
                      description="Only the company's staff see it; the requester and residents never do."
                    >
                      Internal note
                    </Checkbox>
                  ) : null}
                  <Inline gap="sm">
                    <Button type="submit" isDisabled={!comment.trim()}>
                      {staff && internal ? 'Add internal note' : 'Add comment'}
                    </Button>
                  </Inline>
                </Stack>
              ) : (
                <p className={styles.muted}>This request is closed; comments are no longer taken.</p>
              )}
            </Stack>
          </Card>
        </Stack>
        <Stack gap="lg">
          <Card title="Timeline">
            <Stack gap="md">
              <ol className={styles.entries} aria-label="Timeline">
                {request.history.map((entry) => (
                  <li
                    key={entry.id}
                    className={`${styles.entry} ${entry.internal ? styles.internalEntry : ''}`}
                  >
                    <span className={styles.muted}>
                      {formatDateTime(entry.at)} · {entry.actorName}
                    </span>
                    <strong>{eventText(entry)}</strong>
                    {entry.note ? <p className={styles.text}>{entry.note}</p> : null}
                  </li>
                ))}
              </ol>
            </Stack>
          </Card>
          <Card title="Photos and files">
            <Stack gap="md">
              {request.attachments.length === 0 ? <p className={styles.muted}>No files attached.</p> : null}
              <ul className={styles.entries} aria-label="Attached files">
                {request.attachments.map((attachment) => (
                  <li key={attachment.id} className={styles.similarItem}>
                    <span>
                      {attachment.fileName}{' '}
                      <span className={styles.muted}>
                        {formatFileSize(attachment.size)} · {attachment.uploadedByName}
                      </span>
                    </span>
                    <RowButton
                      action="Download"
                      record={attachment.fileName}
                      onPress={() => onDownloadAttachment(attachment)}
                    />
                  </li>
                ))}
              </ul>
              {open ? (
                <>
                  <UploadDropZone
                    label="Add photos or PDFs"
                    kind="requestFiles"
                    files={files}
                    onChange={setFiles}
                  />
                  <Inline gap="sm">
                    <Button
                      isDisabled={files.length === 0}
                      onPress={() =>
                        onAttach(files).then(
                          () => setFiles([]),
                          () => undefined,
                        )
                      }
                    >
                      Attach
                    </Button>
                  </Inline>
                </>
              ) : null}
            </Stack>
          </Card>
        </Stack>
      </Columns>
    </Stack>
  );
}
