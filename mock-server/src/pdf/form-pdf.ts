// Renders a filled strata form as a letter-size PDF with pdf-lib: a title band, sections of labelled fields (two
// columns), tick boxes, tables and paragraphs, then the signatures and the date; "Page x of y" on every page. Long
// forms flow onto further pages. The PDF's metadata carries the title, so viewers and tests can read it back.
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { colours, contentWidth, drawable, type Fonts, margin, page, sizes, Writer } from './pdf-writer.ts';

export interface FormField {
  label: string;
  value: string | null | undefined;
}

export type FormBlock =
  /** Labelled values in a grid (two columns unless told otherwise). */
  | { kind: 'fields'; fields: FormField[]; columns?: 1 | 2 | 3 }
  /** A long free text under its label. */
  | { kind: 'paragraph'; label: string; text: string | null | undefined }
  /** Tick boxes with their statements. */
  | { kind: 'checks'; items: { label: string; checked: boolean }[] }
  | { kind: 'table'; headers: string[]; rows: string[][] }
  /** A statement printed on the form (deadlines, what happens next). */
  | { kind: 'note'; text: string };

export interface FormSection {
  heading: string;
  blocks: FormBlock[];
}

export interface FormPdfContent {
  title: string;
  /** The building and unit the form is about, under the title. */
  subtitle: string;
  sections: FormSection[];
  /** The signature block at the end; left out for documents nobody signs (a request's history). */
  signatures?: { sig1: string; sig2?: string | undefined; date: string };
  /** The day the form was filed (YYYY-MM-DD), in the footer. */
  filedOn: string;
  /** Who filed it, in the metadata. */
  author: string;
}

function drawTitle(w: Writer, content: FormPdfContent): void {
  const bandHeight = 64;
  const top = page.height - margin.top + 18;
  w.page.drawRectangle({
    x: margin.left,
    y: top - bandHeight,
    width: contentWidth,
    height: bandHeight,
    color: colours.band,
  });
  const titleLines = w.lines(content.title, w.fonts.bold, sizes.title, contentWidth - 28);
  let y = top - 26;
  for (const line of titleLines.slice(0, 2)) {
    w.text(line, margin.left + 14, y, sizes.title, w.fonts.bold, colours.white);
    y -= sizes.title + 2;
  }
  w.text(
    content.subtitle,
    margin.left + 14,
    top - bandHeight + 10,
    sizes.subtitle,
    w.fonts.regular,
    colours.white,
  );
  w.y = top - bandHeight - 24;
}

/** A section heading; `keep` is the room it keeps below itself for the start of its section. */
function drawHeading(w: Writer, heading: string, keep = 36): void {
  // A heading stands a little apart from what precedes it and never ends a page alone.
  w.ensure(32 + keep);
  if (w.y < page.height - margin.top) w.y -= 6;
  w.page.drawRectangle({
    x: margin.left,
    y: w.y - 6,
    width: contentWidth,
    height: 20,
    color: colours.sectionFill,
  });
  w.page.drawRectangle({ x: margin.left, y: w.y - 6, width: 3, height: 20, color: colours.band });
  w.text(heading, margin.left + 10, w.y, sizes.heading, w.fonts.bold, colours.band);
  w.y -= 24;
}

function drawFields(w: Writer, fields: FormField[], columns: 1 | 2 | 3): void {
  const gap = 18;
  const columnWidth = (contentWidth - gap * (columns - 1)) / columns;
  for (let i = 0; i < fields.length; i += columns) {
    const row = fields.slice(i, i + columns);
    const cells = row.map((field) => ({
      field,
      labels: w.lines(field.label.toUpperCase(), w.fonts.bold, sizes.label, columnWidth),
      lines: w.lines(
        field.value?.trim() ? field.value.trim() : '—',
        w.fonts.regular,
        sizes.value,
        columnWidth,
      ),
    }));
    const labelHeight = Math.max(...cells.map((c) => c.labels.length)) * (sizes.label + 2);
    const height = labelHeight + 3 + Math.max(...cells.map((c) => c.lines.length)) * (sizes.value + 3) + 6;
    w.ensure(height);
    cells.forEach((cell, index) => {
      const x = margin.left + index * (columnWidth + gap);
      let y = w.y;
      for (const label of cell.labels) {
        w.text(label, x, y, sizes.label, w.fonts.bold, colours.muted);
        y -= sizes.label + 2;
      }
      y = w.y - labelHeight - 3;
      for (const line of cell.lines) {
        w.text(
          line,
          x,
          y,
          sizes.value,
          w.fonts.regular,
          cell.field.value?.trim() ? colours.ink : colours.muted,
        );
        y -= sizes.value + 3;
      }
      w.page.drawLine({
        start: { x, y: y + sizes.value - 2 },
        end: { x: x + columnWidth, y: y + sizes.value - 2 },
        thickness: 0.5,
        color: colours.rule,
      });
    });
    w.y -= height;
  }
  w.y -= 4;
}

function drawParagraph(w: Writer, label: string, text: string | null | undefined): void {
  const value = text?.trim() ? text.trim() : '—';
  const lines = w.lines(value, w.fonts.regular, sizes.value, contentWidth - 16);
  w.ensure(30);
  w.text(label.toUpperCase(), margin.left, w.y, sizes.label, w.fonts.bold, colours.muted);
  w.y -= 8;
  // The box is drawn page by page, around the lines that fit on each.
  let index = 0;
  while (index < lines.length) {
    w.ensure(sizes.value + 16);
    const room = Math.max(1, Math.floor((w.y - margin.bottom - 10) / (sizes.value + 3)));
    const chunk = lines.slice(index, index + room);
    const boxHeight = chunk.length * (sizes.value + 3) + 12;
    w.page.drawRectangle({
      x: margin.left,
      y: w.y - boxHeight,
      width: contentWidth,
      height: boxHeight,
      borderColor: colours.rule,
      borderWidth: 0.75,
    });
    let y = w.y - sizes.value - 5;
    for (const line of chunk) {
      w.text(
        line,
        margin.left + 8,
        y,
        sizes.value,
        w.fonts.regular,
        text?.trim() ? colours.ink : colours.muted,
      );
      y -= sizes.value + 3;
    }
    w.y -= boxHeight + 10;
    index += chunk.length;
  }
}

function drawChecks(w: Writer, items: { label: string; checked: boolean }[]): void {
  const box = 10;
  // The statements stay together on one page when they fit on one.
  const total = items.reduce(
    (sum, item) =>
      sum +
      w.lines(item.label, w.fonts.regular, sizes.value, contentWidth - box - 12).length * (sizes.value + 3) +
      6,
    0,
  );
  if (total < page.height - margin.top - margin.bottom) w.ensure(total);
  for (const item of items) {
    const lines = w.lines(item.label, w.fonts.regular, sizes.value, contentWidth - box - 12);
    w.ensure(lines.length * (sizes.value + 3) + 8);
    const top = w.y + sizes.value - 1;
    w.page.drawRectangle({
      x: margin.left,
      y: top - box,
      width: box,
      height: box,
      borderColor: colours.ink,
      borderWidth: 0.9,
    });
    if (item.checked) {
      // A drawn tick mark: two strokes, independent of the font's glyphs.
      w.page.drawLine({
        start: { x: margin.left + 2, y: top - 5.5 },
        end: { x: margin.left + 4.2, y: top - 8.2 },
        thickness: 1.4,
        color: colours.band,
      });
      w.page.drawLine({
        start: { x: margin.left + 4.2, y: top - 8.2 },
        end: { x: margin.left + 8.4, y: top - 1.8 },
        thickness: 1.4,
        color: colours.band,
      });
    }
    let y = w.y;
    for (const line of lines) {
      w.text(line, margin.left + box + 8, y, sizes.value, w.fonts.regular);
      y -= sizes.value + 3;
    }
    w.y = y - 6;
  }
  w.y -= 2;
}

/**
 * A table of equal columns. A cell's text wraps within its column, every line of it drawn; a row is as tall as its
 * longest cell.
 */
function drawTable(w: Writer, headers: string[], rows: string[][]): void {
  const columnWidth = contentWidth / Math.max(1, headers.length);
  const lineHeight = sizes.value + 3;
  const drawRow = (cells: string[], header: boolean) => {
    const font = header ? w.fonts.bold : w.fonts.regular;
    const size = header ? sizes.small : sizes.value;
    const cellLines = cells.map((cell) => w.lines(cell || '—', font, size, columnWidth - 10));
    const rowHeight = 18 + (Math.max(1, ...cellLines.map((lines) => lines.length)) - 1) * lineHeight;
    w.ensure(rowHeight + 4);
    const top = w.y + sizes.value;
    if (header) {
      w.page.drawRectangle({
        x: margin.left,
        y: top - rowHeight + 4,
        width: contentWidth,
        height: rowHeight,
        color: colours.sectionFill,
      });
    }
    cellLines.forEach((lines, index) => {
      const x = margin.left + index * columnWidth;
      const colour = header || cells[index] ? colours.ink : colours.muted;
      lines.forEach((line, nth) => {
        w.text(line, x + 5, w.y - nth * lineHeight, size, font, colour);
      });
    });
    w.page.drawLine({
      start: { x: margin.left, y: top - rowHeight + 4 },
      end: { x: margin.left + contentWidth, y: top - rowHeight + 4 },
      thickness: 0.5,
      color: colours.rule,
    });
    w.y -= rowHeight;
  };
  drawRow(headers, true);
  for (const row of rows) drawRow(row, false);
  w.y -= 10;
}

function drawNote(w: Writer, text: string): void {
  w.y -= 4;
  const lines = w.lines(text, w.fonts.italic, sizes.small + 0.5, contentWidth);
  w.ensure(lines.length * (sizes.small + 4) + 6);
  for (const line of lines) {
    w.text(line, margin.left, w.y, sizes.small + 0.5, w.fonts.italic, colours.muted);
    w.y -= sizes.small + 4;
  }
  w.y -= 8;
}

function drawSignatures(w: Writer, signatures: NonNullable<FormPdfContent['signatures']>): void {
  drawHeading(w, 'Date and Signature(s)', 28);
  const gap = 18;
  const width = (contentWidth - gap * 2) / 3;
  const blocks: { label: string; value: string; font: PDFFont }[] = [
    { label: 'Signature 1', value: signatures.sig1, font: w.fonts.italic },
    { label: 'Signature 2', value: signatures.sig2 ?? '', font: w.fonts.italic },
    { label: 'Date', value: signatures.date, font: w.fonts.regular },
  ];
  w.ensure(28);
  blocks.forEach((block, index) => {
    const x = margin.left + index * (width + gap);
    const [line = ''] = w.lines(block.value.trim(), block.font, 12, width - 4);
    w.text(line, x + 2, w.y - 4, 12, block.font);
    w.page.drawLine({
      start: { x, y: w.y - 10 },
      end: { x: x + width, y: w.y - 10 },
      thickness: 0.8,
      color: colours.ink,
    });
    w.text(block.label, x, w.y - 22, sizes.small, w.fonts.regular, colours.muted);
  });
  w.y -= 36;
}

function drawFooters(doc: PDFDocument, fonts: Fonts, content: FormPdfContent): void {
  const pages = doc.getPages();
  pages.forEach((p, index) => {
    const left = drawable(fonts.regular, `${content.title} · filed through the portal on ${content.filedOn}`);
    const right = `Page ${index + 1} of ${pages.length}`;
    p.drawLine({
      start: { x: margin.left, y: margin.bottom - 18 },
      end: { x: page.width - margin.right, y: margin.bottom - 18 },
      thickness: 0.5,
      color: colours.rule,
    });
    p.drawText(left, {
      x: margin.left,
      y: margin.bottom - 30,
      size: sizes.small,
      font: fonts.regular,
      color: colours.muted,
    });
    p.drawText(right, {
      x: page.width - margin.right - fonts.regular.widthOfTextAtSize(right, sizes.small),
      y: margin.bottom - 30,
      size: sizes.small,
      font: fonts.regular,
      color: colours.muted,
    });
  });
}

/** The form as PDF bytes. */
export async function renderFormPdf(content: FormPdfContent, now: Date = new Date()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(content.title, { showInWindowTitleBar: true });
  doc.setSubject(content.subtitle);
  doc.setAuthor(content.author);
  doc.setCreator('Client portal strata forms');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  doc.setLanguage('en-CA');
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const w = new Writer(doc, fonts);
  drawTitle(w, content);
  for (const section of content.sections) {
    drawHeading(w, section.heading);
    for (const block of section.blocks) {
      switch (block.kind) {
        case 'fields':
          drawFields(w, block.fields, block.columns ?? 2);
          break;
        case 'paragraph':
          drawParagraph(w, block.label, block.text);
          break;
        case 'checks':
          drawChecks(w, block.items);
          break;
        case 'table':
          drawTable(w, block.headers, block.rows);
          break;
        case 'note':
          drawNote(w, block.text);
          break;
      }
    }
  }
  if (content.signatures) drawSignatures(w, content.signatures);
  drawFooters(doc, fonts, content);
  return doc.save();
}
