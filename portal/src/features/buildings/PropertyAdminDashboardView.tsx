import { PageHeader, Stack } from '@portal/ui';
import { BuildingPanels, type BuildingPanelsProps } from './BuildingSummaryPanels.tsx';

export type PropertyAdminDashboardViewProps = Omit<BuildingPanelsProps, 'viewHref'>;

/**
 * /propertyAdmin/dashboard (strata spec 2 and 6): the building login's own building, its agent, onsite staff and
 * documents by category, read only. Each document opens in /propertyAdmin/document/view/{id}.
 */
export function PropertyAdminDashboardView(props: PropertyAdminDashboardViewProps) {
  const { property } = props;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Strata Owner Dashboard"
        description={`${property.buildingName} (${property.strataPlanNumber}), ${property.address}`}
      />
      <BuildingPanels {...props} viewHref={(document) => `/propertyAdmin/document/view/${document.id}`} />
    </Stack>
  );
}
