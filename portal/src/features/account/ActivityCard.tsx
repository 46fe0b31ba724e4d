// What was done to the account lately (its activity), shown last in the account page's security section: each entry
// what happened, when, by whom and from where (an act of the account's own), and which record it touched with what
// changed (a staff member's change to the owner's profile, property, unit or document).
import { Card, Stack } from '@portal/ui';
import { actionLabel, detailsLine, recordLabel } from '../audit/index.ts';
import { formatDateTime } from '../shared/dateTime.ts';
import type { AuditEvent } from '../shared/schemas.ts';
import * as styles from './account.css.ts';

export type ActivityRow = Pick<
  AuditEvent,
  | 'id'
  | 'createdAt'
  | 'action'
  | 'kind'
  | 'actorName'
  | 'ip'
  | 'targetType'
  | 'targetId'
  | 'targetName'
  | 'details'
>;

/** The account's own calls, in the words of the account page; any other entry is worded as on the audit page. */
const activityWords: Record<string, string> = {
  signIn: 'Signed in',
  completeMfaSignIn: 'Signed in with a second step',
  passkeySignIn: 'Signed in with a passkey',
  signOut: 'Signed out',
  startTotpEnrolment: 'Authenticator setup started',
  confirmTotpEnrolment: 'Authenticator codes turned on',
  removeTotp: 'Authenticator codes turned off',
  regenerateRecoveryCodes: 'New recovery codes made',
  passkeyRegistrationOptions: 'Passkey setup started',
  addPasskey: 'Passkey added',
  removePasskey: 'Passkey removed',
  resetSecondFactors: 'Two-step sign-in turned off by staff',
  changeOwnPassword: 'Password changed',
  requestPasswordReset: 'Password reset link asked for',
  resetPassword: 'Password reset',
  requestEmailChange: 'Email change asked',
  confirmEmailChange: 'Email changed',
  createUser: 'Account created',
  updateUser: 'Account changed',
  updateUserEmail: 'Email changed',
  updateUsername: 'User name changed',
  endSession: 'A session signed out',
  endOtherSessions: 'Other sessions signed out',
  updateNotificationPreferences: 'Notification settings changed',
  unsubscribeNotifications: 'Unsubscribed from notification emails',
};

/** What happened: a failed sign-in, a read of a record's banking details or file, or the call in words. */
function title(event: ActivityRow): string {
  if (event.kind === 'signInFailed') return 'Failed sign-in';
  if (event.kind === 'read') return detailsLine(event);
  return activityWords[event.action] ?? actionLabel(event);
}

/** Which record it touched and what changed, when it is not the account itself (its sign-ins, sessions, settings). */
function about(event: ActivityRow): string {
  if (!event.targetType || event.targetType === 'user' || event.targetType === 'session') return '';
  const changed = event.kind === 'write' ? detailsLine(event) : '';
  return [recordLabel(event), changed].filter(Boolean).join(' · ');
}

/** What was done to the account lately (listOwnActivity), newest first. */
export function ActivityCard({ events }: { events: readonly ActivityRow[] }) {
  return (
    <Card title="Recent activity" headingLevel={3}>
      {events.length === 0 ? (
        <p>Nothing recorded yet.</p>
      ) : (
        <Stack as="ul" gap="md" aria-label="Recent activity">
          {events.map((event) => {
            const record = about(event);
            return (
              <li key={event.id} className={styles.session}>
                <div className={styles.sessionText}>
                  <strong>{title(event)}</strong>
                  {record ? <span>{record}</span> : null}
                  <span>
                    {formatDateTime(event.createdAt)}
                    {event.actorName ? ` by ${event.actorName}` : ''}
                    {event.ip ? ` from ${event.ip}` : ''}
                  </span>
                </div>
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
