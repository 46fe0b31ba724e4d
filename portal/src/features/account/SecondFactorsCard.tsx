// A person's two-step sign-in as the staff who manage their account see it (getUserSecondFactors): on, with what, or
// off; and, when on, Turn Off for one who lost their device and recovery codes (TurnOffSecondFactors).
import { Card } from '@portal/ui';
import { counted } from '../shared/plural.ts';
import type { MfaStatusValue } from './SecuritySection.tsx';
import { TurnOffSecondFactors } from './TurnOffSecondFactors.tsx';

/** "On: authenticator codes and 1 passkey." or "Off." with where the person turns it on. */
export function secondFactorsSentence(factors: Pick<MfaStatusValue, 'totp' | 'passkeys'>): string {
  const parts = [
    ...(factors.totp ? ['authenticator codes'] : []),
    ...(factors.passkeys > 0 ? [counted(factors.passkeys, 'passkey')] : []),
  ];
  return parts.length > 0
    ? `On: ${parts.join(' and ')}.`
    : 'Off. They can turn it on from their account page.';
}

export interface SecondFactorsCardProps {
  /** The person, as Turn Off and its confirmation name them. */
  name: string;
  factors: MfaStatusValue;
  /** Turns it off with the staff member's password; rejects when it failed (the confirmation stays open). */
  onTurnOff: (password: string) => Promise<void>;
}

export function SecondFactorsCard({ name, factors, onTurnOff }: SecondFactorsCardProps) {
  const on = factors.totp || factors.passkeys > 0;
  return (
    <Card
      title="Two-Step Sign-In"
      actions={on ? <TurnOffSecondFactors name={name} onConfirm={onTurnOff} /> : undefined}
    >
      <p>{secondFactorsSentence(factors)}</p>
    </Card>
  );
}
