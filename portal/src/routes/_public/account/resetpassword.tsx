import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../features/session/ResetPasswordPage.tsx';

/** /account/resetpassword: request a reset link by email. */
export const Route = createFileRoute('/_public/account/resetpassword')({
  component: ResetPasswordPage,
});
