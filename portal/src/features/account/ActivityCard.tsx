// What was done to the account lately (its activity), shown last in the account page's security section.
import { Card, Stack } from '@portal/ui';
import { formatDateTime } from '../shared/dateTime.ts';
import * as styles from './account.css.ts';

export interface ActivityRow {
  id: number;
  createdAt: string;
  action: string;
  kind: string;
  actorName: string | null;
  ip: string | null;
}

const activityWords: Record<string, string> = {
  signIn: 'Signed in',
  completeMfaSignIn: 'Signed in with a second step',
  passkeySignIn: 'Signed in with a passkey',
  signOut: 'Signed out',
  confirmTotpEnrolment: 'Authenticator codes turned on',
  removeTotp: 'Authenticator codes turned off',
  addPasskey: 'Passkey added',
  removePasskey: 'Passkey removed',
  changeOwnPassword: 'Password changed',
  requestEmailChange: 'Email change asked',
  confirmEmailChange: 'Email changed',
  endSession: 'A session signed out',
  endOtherSessions: 'Other sessions signed out',
};

/** What was done to the account lately (listOwnActivity), newest first. */
export function ActivityCard({ events }: { events: readonly ActivityRow[] }) {
  return (
    <Card title="Recent activity" headingLevel={3}>
      {events.length === 0 ? (
        <p>Nothing recorded yet.</p>
      ) : (
        <Stack as="ul" gap="md" aria-label="Recent activity">
          {events.map((event) => (
            <li key={event.id} className={styles.session}>
              <div className={styles.sessionText}>
                <strong>
                  {event.kind === 'signInFailed'
                    ? 'Failed sign-in'
                    : (activityWords[event.action] ?? event.action)}
                </strong>
                <span>
                  {formatDateTime(event.createdAt)}
                  {event.actorName ? ` by ${event.actorName}` : ''}
                  {event.ip ? ` from ${event.ip}` : ''}
                </span>
              </div>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
