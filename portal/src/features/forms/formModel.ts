// The five strata forms (strata spec 2, 3, 5, 9; DESIGN.md: each is filed as a PDF unit document) described as data:
// sections of fields addressed by their path in the request body, so one view renders any of them and the values are
// the body the server takes (POST /strataUnit/{id}/forms/...).

import * as shared from '@portal/sdk/messages';
import { messageOf } from '../shared/failures.ts';
import { requiredMessage } from '../shared/forms/messages.ts';

export type FormKind =
  | 'changeOfAddress'
  | 'ownerInformationSheet'
  | 'PAD'
  | 'bylawComplaint'
  | 'bylawDispute';

/** Nested values, shaped as the request body. */
export type FormValues = { [key: string]: unknown };

export interface ChoiceOption {
  value: number;
  label: string;
}

export type FieldSpec =
  | { kind: 'text'; path: string; label: string; required?: boolean; maxLength: number }
  | {
      kind: 'textarea';
      path: string;
      label: string;
      wordLimit?: number;
      description?: string;
      maxLength: number;
    }
  | { kind: 'checkbox'; path: string; label: string }
  | { kind: 'radio'; path: string; label: string; options: readonly ChoiceOption[] }
  /** The violation category, then its subcategory (or the free-text "specify" for Other). */
  | { kind: 'violation' }
  /** Up to 5 rows of date, from and to. */
  | { kind: 'violations' }
  | { kind: 'note'; text: string };

export interface SectionSpec {
  title: string;
  description?: string;
  columns?: 1 | 2;
  fields: readonly FieldSpec[];
}

export interface StrataFormSpec {
  kind: FormKind;
  /** The page's heading (spec 2 for the first two; the filed PDF's title for the others). */
  title: string;
  sections: readonly SectionSpec[];
  /** Rules beyond required fields and word limits, by field path. */
  check?: (values: FormValues) => Record<string, string>;
}

export const formMessages = {
  /** The only error the creation pages show (strata spec 8). */
  failed: 'Error creating property',
  ...shared.strataFormMessages,
  choose: 'Please choose one',
} as const;

/**
 * What a failed Create Document says: the server's reason when it refused the form (it names the field and the rule),
 * the spec's "Error creating property" only when there is none (a server fault or no connection).
 */
export function formFailure(error: unknown): string {
  return messageOf(error, formMessages.failed);
}

export const maxAdditionalInfoWords = 200;

/**
 * The contract's maxLength of each text field of the five forms, by the field's name (a slot's number left off:
 * parkingStall1 … 4 share one). The inputs stop there, so the server never refuses a form for a length the user could
 * not see; formSpecs.test.ts checks this table against the contract's schemas.
 */
const contractMaxLengths: Readonly<Record<string, number>> = {
  buildingName: 200,
  buildingAddress: 200,
  unitNumber: 50,
  strataLotNumber: 50,
  strataPlanNumber: 50,
  firstName: 100,
  lastName: 100,
  address: 200,
  city: 100,
  province: 50,
  postalCode: 20,
  homePhone: 30,
  cellPhone: 30,
  workPhone: 30,
  email: 254,
  CO: 200,
  date: 50,
  sig: 200,
  parkingStall: 50,
  locker: 50,
  fob: 50,
  financialInstitutionName: 100,
  financialInstitutionAddress: 200,
  financialInstitutionCity: 100,
  financialInstitutionProvince: 50,
  bankTransitNumber: 20,
  institutionNumber: 20,
  accountNumber: 30,
  accountHolderFirstAndLastName: 150,
  sourceBuildingAddress: 200,
  sourceUnitNumber: 50,
  additionalInfo: 2000,
  relationship: 100,
  dateOfLetter: 50,
  violationFine: 50,
};

/** The contract's maxLength of the field at a dotted path (200 for a name the table does not know). */
export function maxLengthOf(path: string): number {
  const name = (path.split('.').pop() ?? path).replace(/\d+$/, '');
  return contractMaxLengths[name] ?? 200;
}
export const maxViolationRows = 5;

export const ownerOrTenant: readonly ChoiceOption[] = [
  { value: 1, label: 'Owner' },
  { value: 2, label: 'Tenant' },
];
export const yesNo: readonly ChoiceOption[] = [
  { value: 1, label: 'Yes' },
  { value: 2, label: 'No' },
];

/** The violation categories and their subcategories (strata spec 5; the contract's ViolationCategory). */
export const violationCategories: Readonly<Record<string, readonly string[]>> = {
  'Noise Violations': ['Furniture Dragging', 'Party', 'Music', 'Shouting', 'Thumbing', 'Other'],
  'Parking Violations': ['Expired Insurance', 'Oil Spill', 'Speeding', 'Visitor Parking', 'Other'],
  'Pet Violations': ['Building Exterior', 'Common Hallway', 'Elevator', 'Lobby', 'Gym', 'Other'],
  'Property Damage': [
    'Building Exterior',
    'Common Hallway',
    'Elevator Buttons',
    'Elevator Cab',
    'Elevator Door',
    'Entrance Door - Building',
    'Entrance Door - My Unit',
    'Gym Equipment',
    'Other',
  ],
  'Smoking Violations': [
    'Cooking Smell on Balcony',
    'Cooking Smell in Unit',
    'Cooking Smell in Common Area',
    'Cigarette Smoke on Balcony',
    'Cigarette Smoke in Unit',
    'Cigarette Smoke in Common Area',
    'Marijuana Smoke on Balcony',
    'Marijuana Smoke in Unit',
    'Marijuana Smoke in Common Area',
    'Other',
  ],
  'Storage Violations': [
    'Common Hallway',
    'In Common Driveway',
    'In Front of Unit',
    'In Locker Room Walkway',
    'In Parking Stall',
    'On Top of Lockers',
    'Other',
  ],
  'Waste Disposal Violations': [
    'Improper Cardboard',
    'Household Garbage',
    'Organic',
    'Recycling Disposal',
    'Other',
  ],
  Other: [],
};

export function getAt(values: FormValues, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `values` with `value` at `path` (objects on the way are copied, arrays keep their type). */
export function setAt(values: FormValues, path: string, value: unknown): FormValues {
  const [key, ...rest] = path.split('.');
  if (key === undefined) return values;
  const copy: FormValues = Array.isArray(values) ? ([...values] as unknown as FormValues) : { ...values };
  copy[key] = rest.length === 0 ? value : setAt((values[key] ?? {}) as FormValues, rest.join('.'), value);
  return copy;
}

export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Each field's problem by path: required text left blank, a choice not made, too many words, the form's own rules. */
export function validateForm(spec: StrataFormSpec, values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const section of spec.sections) {
    for (const field of section.fields) {
      if (field.kind === 'text' && field.required && isBlank(getAt(values, field.path)))
        errors[field.path] = requiredMessage;
      if (field.kind === 'radio' && typeof getAt(values, field.path) !== 'number')
        errors[field.path] = formMessages.choose;
      if (field.kind === 'textarea' && field.wordLimit !== undefined) {
        const text = getAt(values, field.path);
        if (typeof text === 'string' && countWords(text) > field.wordLimit)
          errors[field.path] = formMessages.additionalInfoWords;
      }
      if (field.kind === 'violation') {
        const category = getAt(values, 'violationCategory');
        if (typeof category !== 'string' || !(category in violationCategories))
          errors.violationCategory = requiredMessage;
        else if (isBlank(getAt(values, 'violationSubcategory')))
          errors.violationSubcategory = category === 'Other' ? requiredMessage : formMessages.subcategory;
      }
    }
  }
  return { ...errors, ...spec.check?.(values) };
}

/** The request body: text trimmed, blank optional text left out, violation rows without any text dropped. */
export function bodyOf(values: FormValues): FormValues {
  const clean = (value: unknown): unknown => {
    if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
    if (Array.isArray(value))
      return value.map(clean).filter((row) => row !== undefined && Object.keys(row as object).length > 0);
    if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value)
        .map(([key, inner]) => [key, clean(inner)] as const)
        .filter(([, inner]) => inner !== undefined);
      return Object.fromEntries(entries);
    }
    return value;
  };
  return clean(values) as FormValues;
}
