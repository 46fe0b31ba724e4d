import { Button, Card, ConfirmDialog, DescriptionList, formatDate, PageHeader, Stack } from '@portal/ui';
import * as z from 'zod/mini';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { useAppForm } from '../shared/forms/form.tsx';
import { NewPasswordFields, newPasswordFieldNames } from '../shared/forms/NewPasswordFields.tsx';
import { confirmationMatches, newPasswordSchema, schemaPerLength } from '../shared/forms/passwordSchema.ts';
import { requiredEmail, requiredText } from '../shared/forms/textRules.ts';
import type { AccountSession } from '../shared/schemas.ts';
import * as styles from './account.css.ts';

export type { AccountSession };

export interface AccountViewProps {
  name: string;
  email: string;
  userName: string;
  /** 6 for the rental accounts, 8 for the strata ones. */
  passwordMinLength: number;
  sessions: readonly AccountSession[];
  onChangePassword: (values: { currentPassword: string; newPassword: string }) => Promise<unknown>;
  passwordFailure?: Error | string | null | undefined;
  onRequestEmailChange: (values: { newEmail: string; currentPassword: string }) => Promise<unknown>;
  emailFailure?: Error | string | null | undefined;
  onEndSession: (id: string) => Promise<unknown>;
  onEndOtherSessions: () => Promise<unknown>;
}

/** /account: one's own account, for every role. */
export function AccountView(props: AccountViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Account"
        description="Your sign-in details and the devices signed in to your account."
      />
      <ProfileSection name={props.name} email={props.email} userName={props.userName} />
      <ChangePasswordSection
        minLength={props.passwordMinLength}
        onSubmit={props.onChangePassword}
        failure={props.passwordFailure}
      />
      <ChangeEmailSection onSubmit={props.onRequestEmailChange} failure={props.emailFailure} />
      <SessionsSection
        sessions={props.sessions}
        onEndSession={props.onEndSession}
        onEndOtherSessions={props.onEndOtherSessions}
      />
    </Stack>
  );
}

export function ProfileSection({ name, email, userName }: { name: string; email: string; userName: string }) {
  return (
    <Card title="Your details">
      <DescriptionList
        items={[
          { term: 'Name', description: name },
          { term: 'Username', description: userName },
          { term: 'Email', description: email },
        ]}
      />
    </Card>
  );
}

/** The Current Password field that confirms a change of password or email. */
const currentPasswordField = {
  label: 'Current Password',
  type: 'password',
  autoComplete: 'current-password',
  isRequired: true,
} as const;

/** Empties a section's form once its change went through; a refusal keeps what was typed (the section shows why). */
async function resetWhenDone(form: { reset: () => void }, submitted: Promise<unknown>) {
  const done = await submitted.then(
    () => true,
    () => false,
  );
  if (done) form.reset();
}

/** The Change Password form: the current password, then the new one twice. */
const schemaFor = schemaPerLength((minLength) =>
  z
    .object({ currentPassword: requiredText, ...newPasswordSchema(minLength).shape })
    .check(confirmationMatches),
);

export function ChangePasswordSection({
  minLength,
  onSubmit,
  failure,
}: {
  minLength: number;
  onSubmit: AccountViewProps['onChangePassword'];
  failure?: Error | string | null | undefined;
}) {
  const form = useAppForm({
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    validators: { onChange: schemaFor(minLength) },
    onSubmit: ({ value, formApi }) =>
      resetWhenDone(
        formApi,
        onSubmit({ currentPassword: value.currentPassword, newPassword: value.password }),
      ),
  });
  return (
    <Card title="Change password">
      <FormFrame form={form} gap="md" maxWidth="sm" failure={failure} label="Change password">
        <form.AppField name="currentPassword">
          {(field) => <field.TextField {...currentPasswordField} />}
        </form.AppField>
        <NewPasswordFields
          form={form}
          fields={newPasswordFieldNames}
          label="New Password"
          minLength={minLength}
        />
        <form.AppForm>
          <form.SubmitButton>Change Password</form.SubmitButton>
        </form.AppForm>
      </FormFrame>
    </Card>
  );
}

const changeEmailSchema = z.object({ newEmail: requiredEmail, currentPassword: requiredText });

export function ChangeEmailSection({
  onSubmit,
  failure,
}: {
  onSubmit: AccountViewProps['onRequestEmailChange'];
  failure?: Error | string | null | undefined;
}) {
  const form = useAppForm({
    defaultValues: { newEmail: '', currentPassword: '' },
    validators: { onChange: changeEmailSchema },
    onSubmit: ({ value, formApi }) =>
      resetWhenDone(
        formApi,
        onSubmit({ newEmail: value.newEmail.trim(), currentPassword: value.currentPassword }),
      ),
  });
  return (
    <Card title="Change email">
      <p>We send a link to the new address; your email changes when you follow it.</p>
      <FormFrame form={form} gap="md" maxWidth="sm" failure={failure} label="Change email">
        <form.AppField name="newEmail">
          {(field) => <field.TextField label="New Email" type="email" autoComplete="email" isRequired />}
        </form.AppField>
        <form.AppField name="currentPassword">
          {(field) => <field.TextField {...currentPasswordField} />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton>Send Confirmation Link</form.SubmitButton>
        </form.AppForm>
      </FormFrame>
    </Card>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as the portal writes one: its local day (YYYY-MM-DD) and time (HH:MM). */
const when = (value: string) => {
  const date = new Date(value);
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** A browser's name for itself, shortened to what a person recognises ("Chrome on Linux"). */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : undefined;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

export function SessionsSection({
  sessions,
  onEndSession,
  onEndOtherSessions,
}: {
  sessions: readonly AccountSession[];
  onEndSession: (id: string) => Promise<unknown>;
  onEndOtherSessions: () => Promise<unknown>;
}) {
  const others = sessions.filter((s) => !s.current);
  return (
    <Card
      title="Where you are signed in"
      actions={
        others.length > 0 ? (
          <ConfirmDialog
            title="Sign out everywhere else"
            message="Every other device signed in to your account will be signed out. This one stays signed in."
            confirmLabel="Sign out everywhere else"
            onConfirm={onEndOtherSessions}
            trigger={<Button variant="secondary">Sign out everywhere else</Button>}
          />
        ) : null
      }
    >
      <Stack as="ul" gap="md" aria-label="Sessions">
        {sessions.map((s) => {
          const device = deviceName(s.userAgent);
          return (
            <li key={s.id} className={styles.session}>
              <div className={styles.sessionText}>
                <strong>
                  {device}
                  {s.current ? ' (this device)' : ''}
                </strong>
                <span>
                  {s.ip} · signed in {when(s.createdAt)} · last active {when(s.lastSeenAt)}
                </span>
              </div>
              {s.current ? null : (
                <Button
                  variant="secondary"
                  aria-label={`Sign out of this device: ${device}, ${s.ip}`}
                  onPress={() => void onEndSession(s.id).catch(() => undefined)}
                >
                  Sign out of this device
                </Button>
              )}
            </li>
          );
        })}
      </Stack>
      {others.length === 0 ? <p>No other device is signed in.</p> : null}
    </Card>
  );
}
