import { unwrap } from '@portal/sdk/client';
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordView } from '../../../features/session/ResetPasswordView.tsx';

/** /account/resetpassword: request a reset link by email; the server's answer is shown in a toast. */
export const Route = createFileRoute('/_public/account/resetpassword')({
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { api, toaster } = Route.useRouteContext();
  const requestLink = async (email: string) => {
    try {
      const answer = unwrap(await api.POST('/account/resetEmail', { params: { query: { email } } }));
      toaster.show(answer.message, 'success');
    } catch (error) {
      toaster.show(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  return <ResetPasswordView onSubmit={requestLink} />;
}
