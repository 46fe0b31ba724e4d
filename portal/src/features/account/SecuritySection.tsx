// The account page's security section: two-step sign-in (authenticator codes with a QR code and the key to type,
// recovery codes shown once, the codes left), passkeys, and what was done to the account (its activity). The
// enrolment page (/enrol) shows the same setup cards with an enrolment token. The activity card is ActivityCard.tsx.
import { Button, Card, Inline, InlineAlert, Stack, TextField } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../shared/dateTime.ts';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { ActivityCard, type ActivityRow } from './ActivityCard.tsx';
import * as styles from './account.css.ts';

/** A removal that asks for the account's password first: the password, the danger button `confirmLabel`, Cancel. */
function PasswordConfirmForm({
  label,
  confirmLabel,
  password,
  onPasswordChange,
  onSubmit,
  onCancel,
}: {
  label: string;
  confirmLabel: string;
  password: string;
  onPasswordChange: (password: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) {
  return (
    <Stack as="form" gap="md" maxWidth="sm" onSubmit={onSubmit} aria-label={label}>
      <TextField
        label={securityWords.passwordLabel}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={onPasswordChange}
        isRequired
      />
      <Inline gap="sm">
        <Button type="submit" variant="danger" isDisabled={password === ''}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </Inline>
    </Stack>
  );
}

export interface MfaStatusValue {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: number;
  required: boolean;
}
export interface TotpSecret {
  secret: string;
  uri: string;
  qrCode: string;
}
export interface PasskeyRow {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

type Failure = Error | string | null | undefined;

export const securityWords = {
  on: 'Two-step sign-in is on.',
  off: 'Two-step sign-in is off. Add an authenticator app or a passkey to protect your account.',
  required: 'Your role must use two-step sign-in.',
  codeLabel: 'Code From Your App',
  codeFormat: 'Enter the 6-digit code your app shows.',
  passwordLabel: 'Password',
  savedCodes:
    'Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.',
} as const;

/** "Authenticator app": on or off, set up with a QR code, turned off with the password. */
export function AuthenticatorCard({
  status,
  secret,
  onStart,
  onConfirm,
  onRemove,
  failure,
}: {
  status: MfaStatusValue;
  /** The secret being set up (after onStart), or null. */
  secret: TotpSecret | null;
  onStart: () => Promise<unknown>;
  onConfirm: (code: string) => Promise<unknown>;
  /** Absent where the account cannot turn codes off (the enrolment page). */
  onRemove?: ((password: string) => Promise<unknown>) | undefined;
  failure?: Failure;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [removing, setRemoving] = useState(false);
  const [tried, setTried] = useState(false);
  const codeProblem = /^\d{6}$/.test(code.replace(/\s/g, '')) ? undefined : securityWords.codeFormat;
  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (codeProblem) return;
    await onConfirm(code.replace(/\s/g, '')).then(
      () => setCode(''),
      () => undefined,
    );
  };
  const remove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!onRemove || password === '') return;
    await onRemove(password).then(
      () => {
        setPassword('');
        setRemoving(false);
      },
      () => undefined,
    );
  };
  return (
    <Card title="Authenticator app" headingLevel={3}>
      <p>
        {status.totp
          ? `Authenticator codes are on. Recovery codes left: ${status.recoveryCodesLeft} of 10.`
          : 'Sign in with a code from an app such as Google Authenticator, Microsoft Authenticator or 1Password.'}
      </p>
      <FailureAlert failure={failure} />
      {status.totp ? (
        onRemove ? (
          removing ? (
            <PasswordConfirmForm
              label="Turn off authenticator codes"
              confirmLabel="Turn Off Authenticator Codes"
              password={password}
              onPasswordChange={setPassword}
              onSubmit={remove}
              onCancel={() => setRemoving(false)}
            />
          ) : (
            <Button variant="secondary" onPress={() => setRemoving(true)}>
              Turn off
            </Button>
          )
        ) : null
      ) : secret ? (
        <Stack as="form" gap="md" maxWidth="sm" onSubmit={confirm} aria-label="Set up authenticator codes">
          <p>Scan this QR code with your authenticator app, then enter the code it shows.</p>
          <img
            className={styles.qrCode}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(secret.qrCode)}`}
            alt="QR code of your authenticator key"
            width={200}
            height={200}
          />
          <p>
            Cannot scan it? Enter this key in the app:{' '}
            <code className={styles.secretKey}>{secret.secret}</code>
          </p>
          <TextField
            label={securityWords.codeLabel}
            value={code}
            onChange={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            isRequired
            isInvalid={tried && codeProblem !== undefined}
            errorMessage={tried ? codeProblem : undefined}
          />
          <Button type="submit">Turn On</Button>
        </Stack>
      ) : (
        <Button onPress={() => onStart().catch(() => undefined)}>Set Up Authenticator App</Button>
      )}
    </Card>
  );
}

/** The ten recovery codes, shown once, with Copy and Download. */
export function RecoveryCodesCard({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Card title="Your recovery codes" headingLevel={3}>
      <InlineAlert variant="warning">{securityWords.savedCodes}</InlineAlert>
      <ul className={styles.recoveryCodes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Inline gap="sm">
        <Button
          variant="secondary"
          onPress={() =>
            navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy Codes'}
        </Button>
        <Button variant="secondary" onPress={download}>
          Download Codes
        </Button>
        <Button onPress={onDone}>I Saved My Codes</Button>
      </Inline>
    </Card>
  );
}

/** "Passkeys": the account's passkeys, add one, remove one with the password. */
export function PasskeysCard({
  passkeys,
  onAdd,
  onRemove,
  failure,
}: {
  passkeys: readonly PasskeyRow[];
  onAdd: (name: string) => Promise<unknown>;
  /** Absent on the enrolment page. */
  onRemove?: ((id: number, password: string) => Promise<unknown>) | undefined;
  failure?: Failure;
}) {
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await onAdd(name.trim()).then(
      () => setName(''),
      () => undefined,
    );
  };
  const remove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (removing === null || !onRemove || password === '') return;
    await onRemove(removing, password).then(
      () => {
        setRemoving(null);
        setPassword('');
      },
      () => undefined,
    );
  };
  return (
    <Card title="Passkeys" headingLevel={3}>
      <p>A passkey signs you in with your fingerprint, face or device PIN, without a password.</p>
      <FailureAlert failure={failure} />
      {passkeys.length === 0 ? (
        <p>No passkeys yet.</p>
      ) : (
        <Stack as="ul" gap="md" aria-label="Your passkeys">
          {passkeys.map((key) => (
            <li key={key.id} className={styles.session}>
              <div className={styles.sessionText}>
                <strong>{key.name}</strong>
                <span>
                  Added {formatDateTime(key.createdAt)}
                  {key.lastUsedAt ? `, last used ${formatDateTime(key.lastUsedAt)}` : ', not used yet'}
                </span>
              </div>
              {onRemove && removing !== key.id ? (
                <Button
                  variant="secondary"
                  onPress={() => setRemoving(key.id)}
                  aria-label={`Remove ${key.name}`}
                >
                  Remove
                </Button>
              ) : null}
              {onRemove && removing === key.id ? (
                <PasswordConfirmForm
                  label={`Remove ${key.name}`}
                  confirmLabel="Remove Passkey"
                  password={password}
                  onPasswordChange={setPassword}
                  onSubmit={remove}
                  onCancel={() => setRemoving(null)}
                />
              ) : null}
            </li>
          ))}
        </Stack>
      )}
      <Stack as="form" gap="md" maxWidth="sm" onSubmit={add} aria-label="Add a passkey">
        <TextField
          label="Passkey Name"
          description="Optional: to tell your passkeys apart, like Work laptop."
          value={name}
          onChange={setName}
          maxLength={100}
        />
        <Button type="submit">Add Passkey</Button>
      </Stack>
    </Card>
  );
}

export interface SecuritySectionProps {
  status: MfaStatusValue;
  passkeys: readonly PasskeyRow[];
  secret: TotpSecret | null;
  recoveryCodes: readonly string[] | null;
  activity?: readonly ActivityRow[] | undefined;
  onStartTotp: () => Promise<unknown>;
  onConfirmTotp: (code: string) => Promise<unknown>;
  onRemoveTotp?: ((password: string) => Promise<unknown>) | undefined;
  onCodesSaved: () => void;
  onAddPasskey: (name: string) => Promise<unknown>;
  onRemovePasskey?: ((id: number, password: string) => Promise<unknown>) | undefined;
  totpFailure?: Failure;
  passkeyFailure?: Failure;
}

/** Two-step sign-in, recovery codes, passkeys and activity. */
export function SecuritySection(props: SecuritySectionProps) {
  const { status } = props;
  const on = status.totp || status.passkeys > 0;
  return (
    <Stack as="section" gap="lg" aria-labelledby="security-title">
      <h2 id="security-title" className={styles.sectionTitle}>
        Security
      </h2>
      <InlineAlert variant={on ? 'success' : 'info'}>
        {on ? securityWords.on : securityWords.off}
        {status.required ? ` ${securityWords.required}` : ''}
      </InlineAlert>
      {props.recoveryCodes ? (
        <RecoveryCodesCard codes={props.recoveryCodes} onDone={props.onCodesSaved} />
      ) : null}
      <AuthenticatorCard
        status={status}
        secret={props.secret}
        onStart={props.onStartTotp}
        onConfirm={props.onConfirmTotp}
        onRemove={props.onRemoveTotp}
        failure={props.totpFailure}
      />
      <PasskeysCard
        passkeys={props.passkeys}
        onAdd={props.onAddPasskey}
        onRemove={props.onRemovePasskey}
        failure={props.passkeyFailure}
      />
      {props.activity ? <ActivityCard events={props.activity} /> : null}
    </Stack>
  );
}
