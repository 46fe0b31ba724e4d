// The property administrator area (propertyAdmin, a building login; strata spec 2): /propertyAdmin/….
// Add a screen: a route file under _propertyAdmin/, its view and story under src/features/<domain>/.
import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '../app/guards.ts';
import { AreaLayout } from '../features/shared/frame/AreaLayout.tsx';

export const Route = createFileRoute('/_propertyAdmin')({
  beforeLoad: requireArea('propertyAdmin'),
  component: () => <AreaLayout area="propertyAdmin" />,
});
