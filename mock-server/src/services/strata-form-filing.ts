// Filing a strata form: its PDF rendered and stored, kept as a unit document in the unit's "Forms" category with the
// submitted fields, in one transaction.
import type { StrataUnitDocument } from '@portal/sdk/types';
import { eq } from 'drizzle-orm';
import { companyTimeZone } from '../config.ts';
import type { Tx } from '../db/client.ts';
import { strataFormSubmissions, strataUnitDocumentCategories, strataUnitDocuments } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { HandlerContext } from '../http/handlers.ts';
import { type FormPdfContent, renderFormPdf } from '../pdf/form-pdf.ts';
import { todayDate } from '../repositories/dates.ts';
import { getDocumentOr404, unitDocuments } from '../repositories/strata-documents.ts';
import { findUnitWithBuilding, isStrataAdmin } from './strata-document-helpers.ts';

export type FormKind =
  | 'changeOfAddress'
  | 'ownerInformationSheet'
  | 'pad'
  | 'bylawComplaint'
  | 'bylawDispute';
export type UnitWithBuilding = NonNullable<Awaited<ReturnType<typeof findUnitWithBuilding>>>;

export const formsCategoryName = 'Forms';

/** Each form's title (the filed document's title and the PDF's) and the start of its file name. */
export const formTitles: Record<FormKind, { title: string; slug: string }> = {
  changeOfAddress: { title: 'Change of Address & Contact Details', slug: 'change-of-address' },
  ownerInformationSheet: { title: 'Information Sheet & Emergency Contact List', slug: 'information-sheet' },
  pad: { title: 'Pre-Authorized Debit Form', slug: 'pad-form' },
  bylawComplaint: { title: 'Bylaw Complaint', slug: 'bylaw-complaint' },
  bylawDispute: { title: 'Bylaw Dispute', slug: 'bylaw-dispute' },
};

/** What filing a form needs from its request: the unit of the path, the caller and the services. */
export type FormContext = Pick<HandlerContext, 'db' | 'storage' | 'user' | 'reply' | 'options'> & {
  unitId: number;
};
/** What filing needs when the filed document is not the answer (a record saved with a PDF of it kept beside). */
export type FilingContext = Omit<FormContext, 'reply'>;

/** What a form handler returns to be filed: the PDF's content and the fields to keep. */
export interface FiledForm {
  content: Omit<FormPdfContent, 'title' | 'filedOn' | 'author'>;
  data: unknown;
}

/** Files the form (fileUnitForm) and answers it as the request's new record (201). */
export async function fileForm(
  ctx: FormContext,
  kind: FormKind,
  build: (record: UnitWithBuilding) => FiledForm,
): Promise<StrataUnitDocument> {
  const document = await fileUnitForm(ctx, kind, build);
  ctx.reply.code(201);
  return document;
}

/**
 * Renders the form, stores the PDF and files it as a unit document in the "Forms" category, with the submission, in
 * one transaction; the stored file is removed again when the records cannot be saved.
 */
export async function fileUnitForm(
  ctx: FilingContext,
  kind: FormKind,
  build: (record: UnitWithBuilding) => FiledForm,
): Promise<StrataUnitDocument> {
  const { db, storage, user, unitId } = ctx;
  const record = await findUnitWithBuilding(db, unitId);
  // An owner does not reach an archived unit or building (as everywhere in the owner area); admins do.
  if (!record || (!isStrataAdmin(user.role) && (record.unit.archived || record.building.archived)))
    throw notFound();
  const { title, slug } = formTitles[kind];
  // The company's day, as the record it files is dated.
  const filedOn = todayDate(new Date(), companyTimeZone(ctx.options));
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
    return await getDocumentOr404(db, unitDocuments, documentId);
  } catch (error) {
    await storage.delete(stored.key);
    throw error;
  }
}

/** The "Forms" unit document category, made when a database lacks it. */
export async function formsCategoryId(tx: Tx): Promise<number> {
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

export const formContext = (
  ctx: Pick<HandlerContext, 'db' | 'storage' | 'user' | 'reply' | 'options'> & { params: object },
) => ({
  db: ctx.db,
  options: ctx.options,
  storage: ctx.storage,
  user: ctx.user,
  reply: ctx.reply,
  unitId: Number((ctx.params as { id?: unknown }).id),
});
