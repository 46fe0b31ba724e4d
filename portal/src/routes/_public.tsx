import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../features/shared/frame/PublicLayout.tsx';

/** The public screens: logins and password reset, under the public bar. */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});
