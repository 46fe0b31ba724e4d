// The five strata forms, stored and filed as PDF unit documents (tag: strataDocuments, /strataUnit/{id}/forms/…).
// Extension: the original drops the filled form; here it is checked, rendered as a PDF (src/pdf/form-pdf.ts), kept as
// a unit document in the unit's "Forms" category, and its fields are kept as submitted.

import * as shared from '@portal/sdk/messages';
import type { BuildingInfo } from '@portal/sdk/types';
import type { JsonObject } from '../contract.ts';
import { badRequest } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { trimSpace } from '../http/validation.ts';
import type { FormSection } from '../pdf/form-pdf.ts';
import { isStrataAdmin } from './strata-document-helpers.ts';
import {
  buildingFields,
  buildingInfoFor,
  bylawContactFor,
  complainantSection,
  contactFields,
  fieldsSection,
  newContactFields,
  ownerOrTenant,
  padSections,
  signaturesOf,
  unitSubtitle,
} from './strata-form-fields.ts';
import { type FormKind, fileForm, formContext } from './strata-form-filing.ts';

export const formMessages = {
  certificationRequired: shared.strataFormMessages.certificationRequired,
  certification3OfficeOnly: 'Certification 3 is for office use only.',
  subcategory: shared.strataFormMessages.subcategory,
  additionalInfoWords: shared.strataFormMessages.additionalInfoWords,
} as const;

export const maxAdditionalInfoWords = 200;

const wordCount = (text: string | undefined): number => text?.trim().split(/\s+/).filter(Boolean).length ?? 0;

function checkWordLimit(text: string | undefined): void {
  if (wordCount(text) > maxAdditionalInfoWords)
    throw badRequest(formMessages.additionalInfoWords, 'additionalInfo');
}

/** The violation categories and their subcategories, from the contract (ViolationCategory's `x-subcategories`). */
function violationSubcategories(contract: JsonObject): Record<string, string[]> {
  const components = contract.components as JsonObject | undefined;
  const schemas = components?.schemas as JsonObject | undefined;
  const category = schemas?.ViolationCategory as JsonObject | undefined;
  const lists = category?.['x-subcategories'];
  if (typeof lists !== 'object' || lists === null)
    throw new Error('The contract has no ViolationCategory x-subcategories');
  return lists as Record<string, string[]>;
}

/**
 * Files a form about the unit: the building information (as sent, or the unit's and building's records) is kept with
 * the fields and opens the PDF, under the subtitle, before `sections`; the signatures close it.
 */
function fileBuildingForm<
  Input extends { buildingInfo?: BuildingInfo; sig1: string; sig2?: string; date: string },
>(
  ctx: Parameters<typeof formContext>[0],
  kind: FormKind,
  input: Input,
  sections: (buildingInfo: Required<BuildingInfo>) => FormSection[],
) {
  return fileForm(formContext(ctx), kind, (record) => {
    const buildingInfo = buildingInfoFor(input.buildingInfo, record);
    return {
      data: { ...input, buildingInfo },
      content: {
        subtitle: unitSubtitle(buildingInfo),
        sections: [
          { heading: 'Building Information', blocks: [buildingFields(buildingInfo)] },
          ...sections(buildingInfo),
        ],
        signatures: signaturesOf(input),
      },
    };
  });
}

export const handlers = defineHandlers({
  async createChangeOfAddressForm(ctx) {
    const input = ctx.body;
    if (!input.certification1 && !input.certification2 && !input.certification3) {
      throw badRequest(formMessages.certificationRequired, 'certification1');
    }
    if (input.certification3 && !isStrataAdmin(ctx.user.role)) {
      throw badRequest(formMessages.certification3OfficeOnly, 'certification3');
    }
    return fileBuildingForm(ctx, 'changeOfAddress', input, () => [
      {
        heading: 'Registered Owner(s) Previous Information',
        blocks: [{ kind: 'fields', columns: 3, fields: contactFields(input.oldContactInfo) }],
      },
      {
        heading: 'Registered Owner(s) New Information',
        blocks: [{ kind: 'fields', columns: 3, fields: newContactFields(input.newContactInfo) }],
      },
      {
        heading: 'Certification',
        blocks: [
          {
            kind: 'checks',
            items: [
              {
                checked: input.certification1,
                label:
                  'We, the registered owner(s) of the strata lot above, certify that we own it and request that our contact details be changed as shown.',
              },
              {
                checked: input.certification2,
                label:
                  'The appointed management company certifies its appointment and has enclosed the first and last page of the management contract.',
              },
              {
                checked: input.certification3,
                label:
                  'Office use only: return mail was received three times in a row, so the mailing address was changed to the unit address.',
              },
            ],
          },
        ],
      },
    ]);
  },

  async createOwnerInformationSheetForm(ctx) {
    const input = ctx.body;
    return fileBuildingForm(ctx, 'ownerInformationSheet', input, () => {
      const unit = input.unitInfo ?? {};
      const slots = [1, 2, 3, 4] as const;
      return [
        {
          heading: 'Unit Information',
          blocks: [
            {
              kind: 'table',
              headers: ['', '1', '2', '3', '4'],
              rows: [
                ['Parking stalls', ...slots.map((n) => unit[`parkingStall${n}`] ?? '')],
                ['Lockers', ...slots.map((n) => unit[`locker${n}`] ?? '')],
                ['Fobs', ...slots.map((n) => unit[`fob${n}`] ?? '')],
              ],
            },
          ],
        },
        {
          heading: 'Registered Owner(s) Information',
          blocks: [{ kind: 'fields', columns: 3, fields: contactFields(input.registeredOwnerInfo) }],
        },
        {
          heading: 'Emergency Contact Information',
          blocks: [{ kind: 'fields', columns: 3, fields: contactFields(input.emergencyContactInfo) }],
        },
      ];
    });
  },

  async createPadForm(ctx) {
    const input = ctx.body;
    return fileBuildingForm(ctx, 'pad', input, () => padSections(input, 'inFull'));
  },

  async createBylawComplaintForm(ctx) {
    const input = ctx.body;
    const lists = violationSubcategories(ctx.contract);
    const allowed = lists[input.violationCategory] ?? [];
    let subcategory = trimSpace(input.violationSubcategory);
    if (allowed.length > 0) {
      // A listed category takes one of its subcategories (matched regardless of case, saved as listed).
      const match = allowed.find((s) => s.toLowerCase() === subcategory.toLowerCase());
      if (!match) throw badRequest(formMessages.subcategory, 'violationSubcategory');
      subcategory = match;
    } else if (!subcategory) {
      // "Other" takes the free-text "specify".
      throw badRequest(formMessages.subcategory, 'violationSubcategory');
    }
    checkWordLimit(input.additionalInfo);
    return fileForm(formContext(ctx), 'bylawComplaint', (record) => {
      const contactInfo = bylawContactFor(input.contactInfo, record);
      const violations = input.violations ?? [];
      return {
        data: { ...input, violationSubcategory: subcategory, contactInfo },
        content: {
          subtitle: unitSubtitle(contactInfo),
          sections: [
            complainantSection(input.complainantType, contactInfo),
            fieldsSection(
              'Violation',
              [
                { label: 'Category', value: input.violationCategory },
                {
                  label: input.violationCategory === 'Other' ? 'Specify' : 'Subcategory',
                  value: subcategory,
                },
                { label: 'Building the violation comes from', value: input.sourceBuildingAddress },
                { label: 'Unit the violation comes from', value: input.sourceUnitNumber },
                { label: 'Parking stall', value: input.parkingStall },
              ],
              [
                {
                  kind: 'table',
                  headers: ['Date', 'From', 'To'],
                  rows:
                    violations.length > 0
                      ? violations.map((v) => [v.date ?? '', v.from ?? '', v.to ?? ''])
                      : [['', '', '']],
                },
                { kind: 'paragraph', label: 'Additional information', text: input.additionalInfo },
                { kind: 'note', text: 'An infraction letter will follow within five business days.' },
              ],
            ),
          ],
          signatures: signaturesOf(input),
        },
      };
    });
  },

  async createBylawDisputeForm(ctx) {
    const input = ctx.body;
    checkWordLimit(input.additionalInfo);
    return fileForm(formContext(ctx), 'bylawDispute', (record) => {
      const contactInfo = bylawContactFor(input.contactInfo, record);
      return {
        data: { ...input, contactInfo },
        content: {
          subtitle: unitSubtitle(contactInfo),
          sections: [
            complainantSection(input.complainantType, contactInfo, [
              { label: 'Relationship to the unit', value: input.relationship },
            ]),
            fieldsSection(
              'Dispute',
              [
                { label: 'Date of the infraction letter', value: input.dateOfLetter },
                { label: 'Violation fine', value: input.violationFine },
                { label: 'Dispute on behalf of the', value: ownerOrTenant(input.disputeOnBehalfOf) },
                {
                  label: 'Will attend the council meeting',
                  value: input.willAttendMeeting === 1 ? 'Yes' : 'No',
                },
              ],
              [
                {
                  kind: 'note',
                  text: 'Council offers a presentation slot of 5 to 10 minutes at its meeting.',
                },
                { kind: 'paragraph', label: 'Grounds of the dispute', text: input.additionalInfo },
              ],
            ),
          ],
          signatures: signaturesOf(input),
        },
      };
    });
  },
});
