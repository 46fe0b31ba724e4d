import { requestPasswordReset } from '@portal/sdk/operations';
import { usePortal } from '../shared/usePortal.ts';
import { ResetPasswordView } from './ResetPasswordView.tsx';

/** /account/resetpassword: request a reset link by email; the server's answer is shown in a toast. */
export function ResetPasswordPage() {
  const { api, toaster } = usePortal();
  const requestLink = async (email: string) => {
    try {
      const { data } = await requestPasswordReset({ client: api, query: { email }, throwOnError: true });
      toaster.show(data.message, 'success');
    } catch (error) {
      toaster.show(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  return <ResetPasswordView onSubmit={requestLink} />;
}
