// The page of a form PDF (letter size, margins, colours, type sizes) and the writer that flows text over pages with
// the standard fonts, which draw WinAnsi only: other characters are replaced by a plain stand-in.
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export const page = { width: 612, height: 792 } as const;
export const margin = { left: 54, right: 54, top: 54, bottom: 56 } as const;
export const contentWidth = page.width - margin.left - margin.right;
export const colours = {
  ink: rgb(0.11, 0.13, 0.17),
  muted: rgb(0.4, 0.44, 0.5),
  rule: rgb(0.78, 0.81, 0.85),
  band: rgb(0.12, 0.23, 0.38),
  sectionFill: rgb(0.93, 0.95, 0.97),
  white: rgb(1, 1, 1),
} as const;
export const sizes = { title: 18, subtitle: 10, heading: 11.5, label: 7.5, value: 10, small: 8.5 } as const;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/**
 * Text the standard fonts can draw: they encode WinAnsi only, so other characters lose their accents (é → e when
 * WinAnsi lacks them) or become "?", instead of failing the whole form.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();
/**
 * Characters WinAnsi lacks with a clear stand-in: letters that have no decomposition to a base letter (Ł is not L + a
 * mark), and arrows (a status history's "Waiting on requester → In progress").
 */
const latinStandIns: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  ĸ: 'k',
  '→': '->',
  '←': '<-',
};

export function drawable(font: PDFFont, text: string): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  let out = '';
  for (const char of text.replace(/\t/g, ' ')) {
    const code = char.codePointAt(0) ?? 63;
    if (supported.has(code) || char === '\n') {
      out += char;
      continue;
    }
    const plain = latinStandIns[char] ?? char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    const known = supported;
    out += plain && [...plain].every((c) => known.has(c.codePointAt(0) ?? 63)) ? plain : '?';
  }
  return out;
}

/** Splits text into lines that fit `width` at `size`, keeping the author's line breaks; long words are cut. */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the line (an email address, a long number) is cut where it overflows.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export class Writer {
  private current: PDFPage;
  /** The baseline position of the next thing drawn, from the bottom of the page. */
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.current = doc.addPage([page.width, page.height]);
    this.y = page.height - margin.top;
  }

  get page(): PDFPage {
    return this.current;
  }

  /** Starts a new page when `height` points do not fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height >= margin.bottom) return;
    this.current = this.doc.addPage([page.width, page.height]);
    this.y = page.height - margin.top;
  }

  text(text: string, x: number, y: number, size: number, font: PDFFont, color = colours.ink): void {
    this.current.drawText(drawable(font, text), { x, y, size, font, color });
  }

  lines(text: string, font: PDFFont, size: number, width: number): string[] {
    return wrapText(font, drawable(font, text), size, width);
  }
}
