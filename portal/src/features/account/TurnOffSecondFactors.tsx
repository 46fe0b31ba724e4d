// Staff turning off a person's two-step sign-in (resetSecondFactors): for someone who lost their authenticator app,
// their passkeys and their recovery codes. A danger button that opens a confirmation naming the person, saying what
// goes, and asking the staff member's own password; the dialog stays open on a failure (the action's toast says it).
import { Button, ConfirmDialog, Stack, TextField } from '@portal/ui';
import { useState } from 'react';

export interface TurnOffSecondFactorsProps {
  /** The person, as the button's accessible name and the dialog's title name them. */
  name: string;
  /** Turns it off with the staff member's password; rejects when it failed (the dialog then stays open). */
  onConfirm: (password: string) => Promise<void>;
}

export const turnOffWords = {
  button: 'Turn Off',
  title: (name: string) => `Turn off two-step sign-in for ${name}`,
  message:
    'Their authenticator codes, recovery codes and passkeys are removed, and every device they are signed in on is signed out. They sign in with their password alone until they set it up again, and we email them that you did this.',
  passwordLabel: 'Your Password',
  passwordMissing: 'Enter your password to turn it off.',
} as const;

export function TurnOffSecondFactors({ name, onConfirm }: TurnOffSecondFactorsProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <ConfirmDialog
      title={turnOffWords.title(name)}
      destructive
      confirmLabel={turnOffWords.button}
      message={
        <Stack gap="md">
          <p>{turnOffWords.message}</p>
          <TextField
            label={turnOffWords.passwordLabel}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setMissing(false);
            }}
            isRequired
            isInvalid={missing}
            errorMessage={missing ? turnOffWords.passwordMissing : undefined}
          />
        </Stack>
      }
      onConfirm={async () => {
        if (password === '') {
          setMissing(true);
          throw new Error(turnOffWords.passwordMissing);
        }
        await onConfirm(password);
        setPassword('');
      }}
      onCancel={() => {
        setPassword('');
        setMissing(false);
      }}
      trigger={
        <Button variant="danger" size="small" aria-label={turnOffWords.title(name)}>
          {turnOffWords.button}
        </Button>
      }
    />
  );
}
