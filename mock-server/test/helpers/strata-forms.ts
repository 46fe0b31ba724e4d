// What the strata form tests share: the text a PDF draws, and the check that a form was filed (its unit document,
// its PDF and its submission) or that nothing was.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { expect } from 'vitest';
import { strataFormSubmissions, strataUnitDocuments } from '../../src/db/schema.ts';
import { todayDate } from '../../src/repositories/dates.ts';
import type { Sdk } from './strata-sdk.ts';
import type { TestApp } from './test-app.ts';

/** The strings a PDF's pages draw (pdf-lib writes standard-font text as hex strings shown with Tj), page by page. */
export async function pdfText(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const strings: string[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        strings.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
      }
    }
    return strings;
  });
}

/** The filing checks of a test file's app: `filed()` counts what filing writes, `checkFiled` checks one form. */
export function formFiling(t: TestApp, sdk: Sdk) {
  const db = () => t.app.services.db;

  /** Counts of what filing writes: unit documents, submissions and stored unit files. */
  async function filed() {
    const [documents] = await db().select({ n: count() }).from(strataUnitDocuments);
    const [submissions] = await db().select({ n: count() }).from(strataFormSubmissions);
    const folder = path.join(t.dataDir, 'files', 'unit-documents');
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
    return { documents: documents?.n, submissions: submissions?.n, files };
  }

  /** Checks the answer of a filed form, downloads its PDF and returns the PDF's text and the saved submission. */
  async function checkFiled(
    document: { id: number; title: string; fileName: string; strataUnitId: number },
    title: string,
    slug: string,
    unitNumber: string,
  ) {
    const today = todayDate(new Date(), 'America/Vancouver');
    expect(document).toMatchObject({
      title,
      strataUnitDocumentCategory: { name: 'Forms' },
      fileName: `${slug}-unit-${unitNumber}-${today}.pdf`,
      documentDate: today,
      description: `${title} filed through the portal.`,
      hasFile: true,
      archived: false,
    });
    const admin = await sdk.as('strataadmin');
    const file = await admin.GET('/strataUnitDocument/{id}/file', {
      params: { path: { id: document.id } },
      parseAs: 'arrayBuffer',
    });
    expect(file.response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(file.data as ArrayBuffer);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(title);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const pages = await pdfText(bytes);
    expect(pages).toHaveLength(pdf.getPageCount());
    const [submission] = await db()
      .select()
      .from(strataFormSubmissions)
      .where(eq(strataFormSubmissions.strataUnitDocumentId, document.id));
    expect(submission?.strataUnitId).toBe(document.strataUnitId);
    return { text: pages.flat(), pages, submission };
  }

  return { filed, checkFiled };
}
