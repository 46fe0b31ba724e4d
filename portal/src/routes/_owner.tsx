// The owner area (owner, rental spec 2.2): /owner/….
// Add a screen: a route file under _owner/, its view and story under src/features/<domain>/.
import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '../app/guards.ts';
import { AreaLayout } from '../features/shared/frame/AreaLayout.tsx';

export const Route = createFileRoute('/_owner')({
  beforeLoad: requireArea('owner'),
  component: () => <AreaLayout area="owner" />,
});
