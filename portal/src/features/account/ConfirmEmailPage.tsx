import { useState } from 'react';
import { useConfirmEmailChange } from './api.ts';
import { ConfirmEmailView } from './ConfirmEmailView.tsx';

/** The link mailed to a new address: the person confirms with a button (a mail scanner opening links changes nothing). */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const confirm = useConfirmEmailChange();
  const [done, setDone] = useState<string | null>(null);
  return (
    <ConfirmEmailView
      hasToken={token !== undefined}
      onConfirm={async () => {
        if (token === undefined) return;
        const answer = await confirm.mutateAsync({ body: { token } }).catch(() => undefined);
        if (answer) setDone(answer.message);
      }}
      failure={confirm.failure}
      done={done}
    />
  );
}
