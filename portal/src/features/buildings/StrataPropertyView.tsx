import { Card, type Href, Link, type LinkItem, PageHeader, Stack } from '@portal/ui';
import { hrefFrom } from '../shared/backLinks.ts';
import type { StrataDocument } from '../shared/schemas.ts';
import * as styles from '../shared/unitOwnerScreen.css.ts';
import type { StrataUnitMembership } from '../units/index.ts';
import { unitUserRoleName } from '../units/index.ts';
import { BuildingPanels, type BuildingPanelsProps } from './BuildingSummaryPanels.tsx';

export interface StrataPropertyViewProps extends Omit<BuildingPanelsProps, 'viewHref'> {
  /** The signed-in user's units in this building. */
  units: readonly StrataUnitMembership[];
  /** Where a building document opens (the unit owner area's PDF viewer). */
  viewHref: (document: StrataDocument) => Href;
  /** The way back, to the page the building was opened from; the dashboard unless told. */
  backLink?: LinkItem;
}

/**
 * /strataUnitOwner/strataProperty/{id} (strata spec 2 and 6): a building where the user has a unit, read only: the
 * building, its agent, onsite staff and documents by category, and the user's own units in it.
 */
export function StrataPropertyView({
  units,
  backLink = { label: 'Back To Dashboard', href: '/strataUnitOwner/dashboard' },
  ...panels
}: StrataPropertyViewProps) {
  const { property } = panels;
  return (
    <Stack gap="lg">
      <PageHeader
        title={property.buildingName}
        description={`Strata Plan ${property.strataPlanNumber}, ${property.address}`}
        backLink={backLink}
      />
      <Card title="My Units">
        <ul className={styles.plainList}>
          {units.map((unit) => (
            <li key={unit.strataUnitId}>
              <Link
                href={hrefFrom(
                  `/strataUnitOwner/strataUnit/${unit.strataUnitId}`,
                  `/strataUnitOwner/strataProperty/${property.id}`,
                )}
              >
                Unit {unit.unitNumber}
              </Link>{' '}
              ({unitUserRoleName(unit.strataUnitRole)})
            </li>
          ))}
        </ul>
      </Card>
      <BuildingPanels {...panels} />
    </Stack>
  );
}
