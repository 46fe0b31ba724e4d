// The administrator area (admin and superAdmin, rental spec 2.2): /admin/… and /utils/editDocument/{id}.
// Add a screen: a route file under _admin/, its view and story under src/features/<domain>/.
import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '../app/guards.ts';
import { AreaLayout } from '../features/shared/frame/AreaLayout.tsx';

export const Route = createFileRoute('/_admin')({
  beforeLoad: requireArea('admin'),
  component: () => <AreaLayout area="admin" />,
});
