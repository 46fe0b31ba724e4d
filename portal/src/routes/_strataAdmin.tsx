// The strata administrator area (strataAdmin and superAdmin, strata spec 2): /strataAdmin/… and the
// strata unit forms under /strataUnitAdmin/{id}/createDocument/….
// Add a screen: a route file under _strataAdmin/, its view and story under src/features/<domain>/.
import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '../app/guards.ts';
import { AreaLayout } from '../features/shared/frame/AreaLayout.tsx';

export const Route = createFileRoute('/_strataAdmin')({
  beforeLoad: requireArea('strataAdmin'),
  component: () => <AreaLayout area="strataAdmin" />,
});
