// The role areas of the portal. Each is a pathless layout route (`src/routes/_<area>.tsx`) with a guard.

export const areas = ['admin', 'owner', 'strataAdmin', 'propertyAdmin', 'strataUnitOwner'] as const;
export type Area = (typeof areas)[number];
