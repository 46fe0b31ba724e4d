// Pages for every role (/account): in the frame of the area the session belongs to.
import { createFileRoute } from '@tanstack/react-router';
import { areaOf, requireSignedIn } from '../app/guards.ts';
import { AreaLayout } from '../features/shared/frame/AreaLayout.tsx';

export const Route = createFileRoute('/_account')({
  beforeLoad: requireSignedIn,
  component: function AccountLayout() {
    return <AreaLayout area={areaOf(Route.useRouteContext().user)} />;
  },
});
