// The strata unit owner area (strataUnitOwner, strata spec 2): /strataUnitOwner/….
// Add a screen: a route file under _strataUnitOwner/, a view and its story under src/screens/strataUnitOwner/.
import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '../app/guards.ts';
import { AreaLayout } from '../layouts/AreaLayout.tsx';

export const Route = createFileRoute('/_strataUnitOwner')({
  beforeLoad: requireArea('strataUnitOwner'),
  component: () => <AreaLayout area="strataUnitOwner" />,
});
