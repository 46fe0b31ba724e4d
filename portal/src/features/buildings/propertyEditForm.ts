// Edit Strata Property (strata spec 2): the building's fields, its agent (or none) and building manager; the login
// is read-only once set (spec 4). zod/mini keeps the area chunk small.
import type { StrataProperty, StrataPropertyInput } from '@portal/sdk/types';

export type { StrataProperty } from '@portal/sdk/types';

import * as z from 'zod/mini';
import { strataPropertyFieldsOf } from '../shared/forms/strataPropertyFields.ts';
import { optionalPhone } from '../shared/forms/textRules.ts';
import { strataPropertyBody, strataPropertyShape } from './propertyAddForm.ts';

/** The agent select's choice for "no agent" (clears agentId). */
export const noAgent = 'none';

export const propertyEditSchema = z.object({
  ...strataPropertyShape,
  agent: z.string(),
  buildingManagerName: z.string().check(z.maxLength(100)),
  buildingManagerPhone: optionalPhone,
});

export type PropertyEditValues = z.infer<typeof propertyEditSchema>;

export function propertyEditFrom(property: StrataProperty): PropertyEditValues {
  return {
    ...strataPropertyFieldsOf(property),
    agent: property.agentId === null ? noAgent : String(property.agentId),
    buildingManagerName: property.buildingManagerName ?? '',
    buildingManagerPhone: property.buildingManagerPhone ?? '',
  };
}

/** The PUT body; `province` is the checked value of the form's province. */
export function propertyUpdateFrom(
  values: PropertyEditValues,
  province: StrataPropertyInput['province'],
  property: StrataProperty,
): StrataPropertyInput {
  const manager = values.buildingManagerName.trim();
  const phone = values.buildingManagerPhone.trim();
  return {
    ...strataPropertyBody(values),
    province,
    countryId: property.countryId,
    agentId: values.agent === noAgent ? null : Number(values.agent),
    buildingManagerName: manager === '' ? null : manager,
    buildingManagerPhone: phone === '' ? null : phone,
    ...(property.propertyAdminId === null ? {} : { propertyAdminId: property.propertyAdminId }),
  };
}
