import { createFileRoute } from '@tanstack/react-router';
import { AddBuildingPage } from '../../../../features/buildings/BuildingPages.tsx';

/**
 * /strataAdmin/property/add: creates the building's login (POST /user, role Strata Owner, username the plan number),
 * then the building with that login as propertyAdminId (strata spec 7); toast "Strata Property Saved.".
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/property/add')({
  component: AddBuildingPage,
});
