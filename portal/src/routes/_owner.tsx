// The owner area (owner, rental spec 2.2): /owner/….
// Add a screen: a route file under _owner/, a view and its story under src/screens/owner/.
import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '../app/guards.ts';
import { AreaLayout } from '../layouts/AreaLayout.tsx';

export const Route = createFileRoute('/_owner')({
  beforeLoad: requireArea('owner'),
  component: () => <AreaLayout area="owner" />,
});
