// The five strata forms, stored and filed as PDF unit documents (tag: strataDocuments, /strataUnit/{id}/forms/…).
// Extension: the original drops the filled form; here it is checked, rendered as a PDF (src/pdf/form-pdf.ts), kept as
// a unit document in the unit's "Forms" category, and its fields are kept as submitted.

import * as shared from '@portal/sdk/messages';
import type { components } from '@portal/sdk/types';
import { eq } from 'drizzle-orm';
import type { JsonObject } from '../contract.ts';
import type { Tx } from '../db/client.ts';
import { strataFormSubmissions, strataUnitDocumentCategories, strataUnitDocuments } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { defineHandlers, type HandlerContext } from '../http/handlers.ts';
import { trimSpace } from '../http/validation.ts';
import { type FormBlock, type FormField, type FormPdfContent, renderFormPdf } from '../pdf/form-pdf.ts';
import { findUnitWithBuilding, isStrataAdmin, todayDate } from './strata-document-helpers.ts';
import { getStrataUnitDocumentOr404 } from './strata-documents.ts';

type Schemas = components['schemas'];
type FormKind = 'changeOfAddress' | 'ownerInformationSheet' | 'pad' | 'bylawComplaint' | 'bylawDispute';
type UnitWithBuilding = NonNullable<Awaited<ReturnType<typeof findUnitWithBuilding>>>;

export const formMessages = {
  certificationRequired: shared.strataFormMessages.certificationRequired,
  certification3OfficeOnly: 'Certification 3 is for office use only.',
  subcategory: shared.strataFormMessages.subcategory,
  additionalInfoWords: shared.strataFormMessages.additionalInfoWords,
} as const;

export const formsCategoryName = 'Forms';
export const maxAdditionalInfoWords = 200;

/** Each form's title (the filed document's title and the PDF's) and the start of its file name. */
export const formTitles: Record<FormKind, { title: string; slug: string }> = {
  changeOfAddress: { title: 'Change of Address & Contact Details', slug: 'change-of-address' },
  ownerInformationSheet: { title: 'Information Sheet & Emergency Contact List', slug: 'information-sheet' },
  pad: { title: 'Pre-Authorized Debit Form', slug: 'pad-form' },
  bylawComplaint: { title: 'Bylaw Complaint', slug: 'bylaw-complaint' },
  bylawDispute: { title: 'Bylaw Dispute', slug: 'bylaw-dispute' },
};

const ownerOrTenant = (value: number | undefined): string =>
  value === 1 ? 'Owner' : value === 2 ? 'Tenant' : '';
const blank = (value: string | undefined | null): boolean => !value?.trim();
const wordCount = (text: string | undefined): number => text?.trim().split(/\s+/).filter(Boolean).length ?? 0;

function checkWordLimit(text: string | undefined): void {
  if (wordCount(text) > maxAdditionalInfoWords)
    throw badRequest(formMessages.additionalInfoWords, 'additionalInfo');
}

/** The building information a form shows: what was sent, and the unit's and building's records where left out. */
function buildingInfoFor(
  sent: Schemas['BuildingInfo'] | undefined,
  { unit, building }: UnitWithBuilding,
): Required<Schemas['BuildingInfo']> {
  const pick = (value: string | undefined, fallback: string) =>
    blank(value) ? fallback : (value ?? fallback).trim();
  return {
    buildingName: pick(sent?.buildingName, building.buildingName),
    buildingAddress: pick(sent?.buildingAddress, building.address),
    unitNumber: pick(sent?.unitNumber, unit.unitNumber),
    strataLotNumber: pick(sent?.strataLotNumber, unit.lotNumber),
    strataPlanNumber: pick(sent?.strataPlanNumber, building.strataPlanNumber),
  };
}

/** A bylaw form's contact information with the building fields filled the same way. */
function bylawContactFor(
  sent: Schemas['BylawContactInfo'],
  record: UnitWithBuilding,
): Schemas['BylawContactInfo'] {
  return { ...sent, ...buildingInfoFor(sent, record) };
}

const buildingFields = (info: Required<Schemas['BuildingInfo']>): FormBlock => ({
  kind: 'fields',
  columns: 3,
  fields: [
    { label: 'Building name', value: info.buildingName },
    { label: 'Building address', value: info.buildingAddress },
    { label: 'Unit number', value: info.unitNumber },
    { label: 'Strata lot number', value: info.strataLotNumber },
    { label: 'Strata plan number', value: info.strataPlanNumber },
  ],
});

const contactFields = (c: Schemas['ContactInfo']): FormField[] => [
  { label: 'First name', value: c.firstName },
  { label: 'Last name', value: c.lastName },
  ...addressAndPhones(c),
];

const newContactFields = (c: Schemas['NewContactInfo']): FormField[] => [
  { label: 'C/O (management co. only)', value: c.CO },
  ...addressAndPhones(c),
];

function addressAndPhones(c: Schemas['NewContactInfo']): FormField[] {
  return [
    { label: 'Address', value: c.address },
    { label: 'City', value: c.city },
    { label: 'Province', value: c.province },
    { label: 'Postal code', value: c.postalCode },
    { label: 'Home phone', value: c.homePhone },
    { label: 'Cell phone', value: c.cellPhone },
    { label: 'Work phone', value: c.workPhone },
    { label: 'Email', value: c.email },
  ];
}

const bylawContactFields = (c: Schemas['BylawContactInfo']): FormField[] => [
  { label: 'First name', value: c.firstName },
  { label: 'Last name', value: c.lastName },
  { label: 'Building name', value: c.buildingName },
  { label: 'Building address', value: c.buildingAddress },
  { label: 'Unit number', value: c.unitNumber },
  { label: 'Strata lot number', value: c.strataLotNumber },
  { label: 'Strata plan number', value: c.strataPlanNumber },
  { label: 'Home phone', value: c.homePhone },
  { label: 'Cell phone', value: c.cellPhone },
  { label: 'Work phone', value: c.workPhone },
];

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

/** What filing a form needs from its request: the unit of the path, the caller and the services. */
type FormContext = Pick<HandlerContext, 'db' | 'storage' | 'user' | 'reply'> & { unitId: number };

/** What a form handler returns to be filed: the PDF's content and the fields to keep. */
interface FiledForm {
  content: Omit<FormPdfContent, 'title' | 'filedOn' | 'author'>;
  data: unknown;
}

/**
 * Renders the form, stores the PDF and files it as a unit document in the "Forms" category, with the submission, in
 * one transaction; the stored file is removed again when the records cannot be saved.
 */
async function fileForm(
  ctx: FormContext,
  kind: FormKind,
  build: (record: UnitWithBuilding) => FiledForm,
): Promise<Schemas['StrataUnitDocument']> {
  const { db, storage, user, reply, unitId } = ctx;
  const record = await findUnitWithBuilding(db, unitId);
  // An owner does not reach an archived unit or building (as everywhere in the owner area); admins do.
  if (!record || (!isStrataAdmin(user.role) && (record.unit.archived || record.building.archived)))
    throw notFound();
  const { title, slug } = formTitles[kind];
  const filedOn = todayDate();
  const form = build(record);
  const bytes = await renderFormPdf({ ...form.content, title, filedOn, author: user.userName });
  const unitPart =
    record.unit.unitNumber.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || String(unitId);
  const stored = await storage.put('unit-documents', bytes, 'pdf');
  try {
    const documentId = await db.transaction(async (tx) => {
      const categoryId = await formsCategoryId(tx);
      const [document] = await tx
        .insert(strataUnitDocuments)
        .values({
          strataUnitId: unitId,
          strataUnitDocumentCategoryId: categoryId,
          title,
          fileName: `${slug}-unit-${unitPart}-${filedOn}.pdf`,
          documentDate: filedOn,
          path: stored.key,
          contentType: 'application/pdf',
          size: stored.size,
          description: `${title} filed through the portal.`,
        })
        .returning({ id: strataUnitDocuments.id });
      if (!document) throw new Error('The filed form was not returned');
      await tx.insert(strataFormSubmissions).values({
        strataUnitId: unitId,
        kind,
        data: form.data,
        strataUnitDocumentId: document.id,
        submittedBy: user.id,
      });
      return document.id;
    });
    reply.code(201);
    return await getStrataUnitDocumentOr404(db, documentId);
  } catch (error) {
    await storage.delete(stored.key);
    throw error;
  }
}

/** The "Forms" unit document category, made when a database lacks it. */
async function formsCategoryId(tx: Tx): Promise<number> {
  const find = () =>
    tx
      .select({ id: strataUnitDocumentCategories.id })
      .from(strataUnitDocumentCategories)
      .where(eq(strataUnitDocumentCategories.name, formsCategoryName))
      .limit(1);
  const [existing] = await find();
  if (existing) return existing.id;
  await tx.insert(strataUnitDocumentCategories).values({ name: formsCategoryName }).onConflictDoNothing();
  const [made] = await find();
  if (!made) throw new Error('The Forms category could not be made');
  return made.id;
}

const formContext = (
  ctx: Pick<HandlerContext, 'db' | 'storage' | 'user' | 'reply'> & { params: object },
) => ({
  db: ctx.db,
  storage: ctx.storage,
  user: ctx.user,
  reply: ctx.reply,
  unitId: Number((ctx.params as { id?: unknown }).id),
});

export const handlers = defineHandlers({
  async createChangeOfAddressForm(ctx) {
    const input = ctx.body as Schemas['ChangeOfAddressForm'];
    if (!input.certification1 && !input.certification2 && !input.certification3) {
      throw badRequest(formMessages.certificationRequired, 'certification1');
    }
    if (input.certification3 && !isStrataAdmin(ctx.user.role)) {
      throw badRequest(formMessages.certification3OfficeOnly, 'certification3');
    }
    return fileForm(formContext(ctx), 'changeOfAddress', (record) => {
      const buildingInfo = buildingInfoFor(input.buildingInfo, record);
      return {
        data: { ...input, buildingInfo },
        content: {
          subtitle: `${buildingInfo.buildingName} · Unit ${buildingInfo.unitNumber} · Strata plan ${buildingInfo.strataPlanNumber}`,
          sections: [
            { heading: 'Building Information', blocks: [buildingFields(buildingInfo)] },
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
          ],
          signatures: { sig1: input.sig1, sig2: input.sig2, date: input.date },
        },
      };
    });
  },

  async createOwnerInformationSheetForm(ctx) {
    const input = ctx.body as Schemas['OwnerInformationSheetForm'];
    return fileForm(formContext(ctx), 'ownerInformationSheet', (record) => {
      const buildingInfo = buildingInfoFor(input.buildingInfo, record);
      const unit = input.unitInfo ?? {};
      const slots = [1, 2, 3, 4] as const;
      return {
        data: { ...input, buildingInfo },
        content: {
          subtitle: `${buildingInfo.buildingName} · Unit ${buildingInfo.unitNumber} · Strata plan ${buildingInfo.strataPlanNumber}`,
          sections: [
            { heading: 'Building Information', blocks: [buildingFields(buildingInfo)] },
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
          ],
          signatures: { sig1: input.sig1, sig2: input.sig2, date: input.date },
        },
      };
    });
  },

  async createPadForm(ctx) {
    const input = ctx.body as Schemas['PadForm'];
    return fileForm(formContext(ctx), 'pad', (record) => {
      const buildingInfo = buildingInfoFor(input.buildingInfo, record);
      return {
        data: { ...input, buildingInfo },
        content: {
          subtitle: `${buildingInfo.buildingName} · Unit ${buildingInfo.unitNumber} · Strata plan ${buildingInfo.strataPlanNumber}`,
          sections: [
            { heading: 'Building Information', blocks: [buildingFields(buildingInfo)] },
            {
              heading: 'Financial Institution',
              blocks: [
                {
                  kind: 'fields',
                  fields: [
                    { label: 'Financial institution', value: input.financialInstitutionName },
                    { label: 'Branch address', value: input.financialInstitutionAddress },
                    { label: 'City', value: input.financialInstitutionCity },
                    { label: 'Province', value: input.financialInstitutionProvince },
                  ],
                },
              ],
            },
            {
              heading: 'Account',
              blocks: [
                {
                  kind: 'fields',
                  fields: [
                    { label: 'Branch transit number', value: input.bankTransitNumber },
                    { label: 'Institution number', value: input.institutionNumber },
                    { label: 'Account number', value: input.accountNumber },
                    {
                      label: 'Account holder (first and last name)',
                      value: input.accountHolderFirstAndLastName,
                    },
                    { label: 'Account holder address', value: input.address },
                    { label: 'Postal code', value: input.postalCode },
                  ],
                },
                {
                  kind: 'note',
                  text: 'This form must be received no later than the 20th of the month before the month the debit starts.',
                },
              ],
            },
          ],
          signatures: { sig1: input.sig1, sig2: input.sig2, date: input.date },
        },
      };
    });
  },

  async createBylawComplaintForm(ctx) {
    const input = ctx.body as Schemas['BylawComplaintForm'];
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
          subtitle: `${contactInfo.buildingName} · Unit ${contactInfo.unitNumber} · Strata plan ${contactInfo.strataPlanNumber}`,
          sections: [
            {
              heading: 'Complainant',
              blocks: [
                {
                  kind: 'fields',
                  fields: [
                    { label: 'Complainant is the', value: ownerOrTenant(input.complainantType) },
                    ...bylawContactFields(contactInfo),
                  ],
                },
              ],
            },
            {
              heading: 'Violation',
              blocks: [
                {
                  kind: 'fields',
                  fields: [
                    { label: 'Category', value: input.violationCategory },
                    {
                      label: input.violationCategory === 'Other' ? 'Specify' : 'Subcategory',
                      value: subcategory,
                    },
                    { label: 'Building the violation comes from', value: input.sourceBuildingAddress },
                    { label: 'Unit the violation comes from', value: input.sourceUnitNumber },
                    { label: 'Parking stall', value: input.parkingStall },
                  ],
                },
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
            },
          ],
          signatures: { sig1: input.sig1, sig2: input.sig2, date: input.date },
        },
      };
    });
  },

  async createBylawDisputeForm(ctx) {
    const input = ctx.body as Schemas['BylawDisputeForm'];
    checkWordLimit(input.additionalInfo);
    return fileForm(formContext(ctx), 'bylawDispute', (record) => {
      const contactInfo = bylawContactFor(input.contactInfo, record);
      return {
        data: { ...input, contactInfo },
        content: {
          subtitle: `${contactInfo.buildingName} · Unit ${contactInfo.unitNumber} · Strata plan ${contactInfo.strataPlanNumber}`,
          sections: [
            {
              heading: 'Complainant',
              blocks: [
                {
                  kind: 'fields',
                  fields: [
                    { label: 'Complainant is the', value: ownerOrTenant(input.complainantType) },
                    { label: 'Relationship to the unit', value: input.relationship },
                    ...bylawContactFields(contactInfo),
                  ],
                },
              ],
            },
            {
              heading: 'Dispute',
              blocks: [
                {
                  kind: 'fields',
                  fields: [
                    { label: 'Date of the infraction letter', value: input.dateOfLetter },
                    { label: 'Violation fine', value: input.violationFine },
                    { label: 'Dispute on behalf of the', value: ownerOrTenant(input.disputeOnBehalfOf) },
                    {
                      label: 'Will attend the council meeting',
                      value: input.willAttendMeeting === 1 ? 'Yes' : 'No',
                    },
                  ],
                },
                {
                  kind: 'note',
                  text: 'Council offers a presentation slot of 5 to 10 minutes at its meeting.',
                },
                { kind: 'paragraph', label: 'Grounds of the dispute', text: input.additionalInfo },
              ],
            },
          ],
          signatures: { sig1: input.sig1, sig2: input.sig2, date: input.date },
        },
      };
    });
  },
});
