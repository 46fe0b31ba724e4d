// The second step of a sign-in (two-step sign-in): the code of an authenticator app, or one of the recovery codes, or
// a passkey. Kept to react-aria fields and React state like the sign-in form, for the login pages' script.
import { Button, TextField } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import * as styles from '../shared/frame/publicScreen.css.ts';
import type { MfaMethod } from './signIn.ts';

export const secondStepWords = {
  title: 'Two-Step Sign-In',
  codeIntro: 'Enter the 6-digit code your authenticator app shows for this account.',
  recoveryIntro:
    'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.',
  passkeyIntro: 'Use the passkey you registered for this account.',
  codeLabel: 'Authentication Code',
  recoveryLabel: 'Recovery Code',
  codeFormat: 'Enter the 6-digit code your app shows.',
  recoveryFormat: 'Enter a recovery code, like 7KQ4-M9XD-2HTP.',
  useRecovery: 'Use a recovery code',
  usePasskey: 'Use a passkey',
  useApp: 'Use your authenticator app',
  startAgain: 'Start again',
} as const;

type Mode = 'code' | 'recoveryCode';

export interface SecondStepFormProps {
  methods: readonly MfaMethod[];
  onCode: (code: string) => Promise<void>;
  onRecoveryCode: (code: string) => Promise<void>;
  onPasskey: () => Promise<void>;
  /** Back to the password step. */
  onStartAgain: () => void;
  /** The server's message for the last attempt, word for word. */
  error?: string | null | undefined;
}

export function SecondStepForm({
  methods,
  onCode,
  onRecoveryCode,
  onPasskey,
  onStartAgain,
  error,
}: SecondStepFormProps) {
  const [mode, setMode] = useState<Mode>(methods.includes('totp') ? 'code' : 'recoveryCode');
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const onlyPasskey = !methods.includes('totp') && !methods.includes('recoveryCode');
  const trimmed = value.replace(/\s/g, '');
  const problem =
    mode === 'code'
      ? /^\d{6}$/.test(trimmed)
        ? undefined
        : secondStepWords.codeFormat
      : /^[0-9A-Za-z-]{8,32}$/.test(trimmed)
        ? undefined
        : secondStepWords.recoveryFormat;

  const attempt = async (action: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    try {
      await action().catch(() => undefined);
    } finally {
      setPending(false);
    }
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    await attempt(() => (mode === 'code' ? onCode(trimmed) : onRecoveryCode(trimmed)));
  };
  const switchTo = (next: Mode) => {
    setMode(next);
    setValue('');
    setTried(false);
  };

  return (
    <section className={styles.card} aria-labelledby="second-step-title">
      <h1 id="second-step-title" className={styles.title}>
        {secondStepWords.title}
      </h1>
      <p className={styles.intro}>
        {onlyPasskey
          ? secondStepWords.passkeyIntro
          : mode === 'code'
            ? secondStepWords.codeIntro
            : secondStepWords.recoveryIntro}
      </p>
      {onlyPasskey ? (
        <div className={styles.form}>
          <FailureAlert failure={error} />
          <Button fullWidth isPending={pending} onPress={() => attempt(onPasskey)}>
            {secondStepWords.usePasskey}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <FailureAlert failure={error} />
          <TextField
            key={mode}
            name={mode}
            label={mode === 'code' ? secondStepWords.codeLabel : secondStepWords.recoveryLabel}
            value={value}
            onChange={setValue}
            autoComplete="one-time-code"
            inputMode={mode === 'code' ? 'numeric' : 'text'}
            isRequired
            autoFocus
            isInvalid={tried && problem !== undefined}
            errorMessage={tried ? problem : undefined}
          />
          <Button type="submit" fullWidth isPending={pending}>
            Sign In
          </Button>
        </form>
      )}
      <p className={styles.links}>
        {mode === 'code' && methods.includes('recoveryCode') ? (
          <Button variant="secondary" onPress={() => switchTo('recoveryCode')}>
            {secondStepWords.useRecovery}
          </Button>
        ) : null}
        {mode === 'recoveryCode' && methods.includes('totp') ? (
          <Button variant="secondary" onPress={() => switchTo('code')}>
            {secondStepWords.useApp}
          </Button>
        ) : null}
        {methods.includes('passkey') && !onlyPasskey ? (
          <Button variant="secondary" isDisabled={pending} onPress={() => attempt(onPasskey)}>
            {secondStepWords.usePasskey}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onStartAgain}>
          {secondStepWords.startAgain}
        </Button>
      </p>
    </section>
  );
}
