// The strata unit owner area (strataUnitOwner, strata spec 2): /strataUnitOwner/….
// Add a screen: a route file under _strataUnitOwner/, its view and story under src/features/<domain>/.
import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '../app/guards.ts';
import { AreaLayout } from '../features/shared/frame/AreaLayout.tsx';

export const Route = createFileRoute('/_strataUnitOwner')({
  beforeLoad: requireArea('strataUnitOwner'),
  component: () => <AreaLayout area="strataUnitOwner" />,
});
