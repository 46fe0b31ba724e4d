// A strata building's own fields (building name, plan number and address), the part of a saved building that
// Edit Strata Property starts from and that Assign Login sends back unchanged (buildings/ and users/ both need it).
import type { StrataProperty } from '@portal/sdk/types';

/** The building's own fields of a saved building, as they are. */
export function strataPropertyFieldsOf(property: StrataProperty) {
  const { buildingName, strataPlanNumber, street, city, province, postal } = property;
  return { buildingName, strataPlanNumber, street, city, province, postal };
}
