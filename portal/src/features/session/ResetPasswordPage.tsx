import { requestPasswordReset } from '@portal/sdk/operations';
import { useState } from 'react';
import { usePortal } from '../shared/usePortal.ts';
import { ResetPasswordView } from './ResetPasswordView.tsx';

/** /account/resetpassword: request a reset link by email; the server's answer is shown on the page. */
export function ResetPasswordPage() {
  const { api } = usePortal();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const requestLink = async (email: string) => {
    setSent(null);
    setFailure(null);
    try {
      const { data } = await requestPasswordReset({ client: api, query: { email }, throwOnError: true });
      setSent(data.message);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      throw error;
    }
  };
  return <ResetPasswordView onSubmit={requestLink} sent={sent} failure={failure} />;
}
