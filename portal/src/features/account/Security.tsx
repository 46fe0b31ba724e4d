// The security section's container: the account's second factors through the generated calls, with the session's
// token (the account page) or an enrolment token (the enrolment page, which sets up and does not remove).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  securityQueries,
  useAddPasskey,
  useConfirmTotp,
  useRemovePasskey,
  useRemoveTotp,
  useStartTotp,
} from './api.ts';
import { SecuritySection, type TotpSecret } from './SecuritySection.tsx';

const noFactors = { totp: false, recoveryCodesLeft: 0, passkeys: 0, required: false };

export function Security({ enrolmentToken }: { enrolmentToken?: string | undefined }) {
  const enrolling = enrolmentToken !== undefined;
  const status = useQuery(securityQueries.status(enrolmentToken));
  const passkeys = useQuery(securityQueries.passkeys(enrolmentToken));
  const activity = useQuery({ ...securityQueries.activity(), enabled: !enrolling });
  const [secret, setSecret] = useState<TotpSecret | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useStartTotp(enrolmentToken);
  const confirm = useConfirmTotp(enrolmentToken);
  const removeTotp = useRemoveTotp();
  const addPasskey = useAddPasskey(enrolmentToken);
  const removePasskey = useRemovePasskey();
  return (
    <SecuritySection
      status={status.data ?? noFactors}
      passkeys={passkeys.data ?? []}
      activity={enrolling ? undefined : (activity.data ?? [])}
      secret={secret}
      recoveryCodes={recoveryCodes}
      onStartTotp={async () => setSecret(await start.mutateAsync({}))}
      onConfirmTotp={async (code) => {
        const answer = await confirm.mutateAsync({ body: { code } });
        setSecret(null);
        setRecoveryCodes(answer.recoveryCodes);
      }}
      onRemoveTotp={enrolling ? undefined : (password) => removeTotp.run({ body: { password } })}
      onCodesSaved={() => setRecoveryCodes(null)}
      onAddPasskey={addPasskey.run}
      onRemovePasskey={
        enrolling ? undefined : (id, password) => removePasskey.run({ path: { id }, body: { password } })
      }
      totpFailure={start.failure ?? confirm.failure ?? removeTotp.failure}
      passkeyFailure={addPasskey.failure ?? removePasskey.failure}
    />
  );
}
