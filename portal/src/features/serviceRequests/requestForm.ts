// The new request form's values and rules, and the request they make: one place (a unit, a building's common
// property or a rental property, as the contract asks), a title, what happened, a category of that place's side,
// a priority and whether staff or a trade may enter.
import { serviceRequestPriorities } from '@portal/sdk/service-requests';
import * as z from 'zod/mini';
import { filled } from '../shared/forms/textRules.ts';
import type { ServiceRequestCategory, ServiceRequestInput, ServiceRequestSide } from './requestText.ts';

/** A place a person may ask about, as the form's "Where" offers it. */
export interface RequestPlace {
  /** `unit:{id}`, `common:{buildingId}` or `property:{id}`. */
  key: string;
  label: string;
  side: ServiceRequestSide;
  /** The building's common property: "Me too" looks for its open requests. */
  commonBuildingId?: number;
}

export const requestFormSchema = z.object({
  place: z.string().check(filled('Choose where the problem is.')),
  title: z.string().check(filled('Give the request a short title.'), z.maxLength(120)),
  description: z.string().check(filled('Say what happened, where and since when.'), z.maxLength(4000)),
  category: z.string().check(filled('Choose a category.')),
  priority: z.enum(serviceRequestPriorities),
  entryPermission: z.boolean(),
});

export type RequestFormValues = z.infer<typeof requestFormSchema>;

export function emptyRequestForm(places: readonly RequestPlace[]): RequestFormValues {
  return {
    // One place only (a rental owner's single property, a building login's building): chosen already.
    place: places.length === 1 ? (places[0]?.key ?? '') : '',
    title: '',
    description: '',
    category: '',
    priority: 'normal',
    entryPermission: false,
  };
}

/** The contract's place fields for a place's key. */
function placeOf(
  key: string,
): Pick<ServiceRequestInput, 'strataUnitId' | 'strataPropertyId' | 'commonArea' | 'propertyId'> {
  const [kind, raw] = key.split(':');
  const id = Number(raw);
  if (kind === 'unit') return { strataUnitId: id };
  if (kind === 'common') return { strataPropertyId: id, commonArea: true };
  return { propertyId: id };
}

export function requestInputFrom(values: RequestFormValues): ServiceRequestInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category as ServiceRequestCategory,
    priority: values.priority,
    entryPermission: values.entryPermission,
    ...placeOf(values.place),
  };
}
