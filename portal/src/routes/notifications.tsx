import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePathFor } from '../features/session/roles.ts';

/**
 * /notifications: the settings link of every notification mail, which cannot know the person's area: their own
 * area's notifications page, or the sign-in page when no one is signed in.
 */
export const Route = createFileRoute('/notifications')({
  beforeLoad: ({ context }) => {
    const user = context.session.current();
    if (!user) throw redirect({ to: '/login', replace: true });
    const area = homePathFor(user.role, user.portalOption).split('/')[1];
    throw redirect({ href: `/${area}/notifications`, replace: true });
  },
});
