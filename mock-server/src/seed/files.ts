// Small real files for the seed: PNG listing photos drawn in code and PDF documents made with pdf-lib.
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import photoStyleData from './photo-styles.json' with { type: 'json' };

type Rgb = readonly [number, number, number];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes an RGB image as PNG (8-bit, no interlace). */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

export interface PhotoStyle {
  sky: [Rgb, Rgb];
  building: Rgb;
  window: Rgb;
  /** Storeys of the building (a tower or a house). */
  floors: number;
  /** Left and right edges of the building, as fractions of the width. */
  span: [number, number];
}

/** A simple "photo" of a building against the sky, with lit windows and a lawn. */
export function buildingPhoto(style: PhotoStyle, width = 480, height = 320): Buffer {
  const ground = Math.round(height * 0.82);
  const top = ground - Math.min(ground - 20, style.floors * 22);
  const left = Math.round(width * style.span[0]);
  const right = Math.round(width * style.span[1]);
  return encodePng(width, height, (x, y) => {
    if (y >= ground) return mix([86, 140, 74], [58, 104, 52], (y - ground) / (height - ground));
    if (x >= left && x < right && y >= top) {
      const floorY = (y - top) % 22;
      const bayX = (x - left) % 26;
      const isWindow = floorY >= 6 && floorY < 17 && bayX >= 7 && bayX < 19;
      return isWindow ? style.window : style.building;
    }
    return mix(style.sky[0], style.sky[1], y / ground);
  });
}

/** The listing photos' looks (sky, building and window colours, storeys, the building's edges), kept in a data file. */
export const photoStyles = photoStyleData as unknown as PhotoStyle[];

/** A one-page PDF with a heading, a subheading and paragraphs (wrapped). */
export async function documentPdf(title: string, subtitle: string, paragraphs: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor('Property portal (demo data)');
  const page = pdf.addPage([612, 792]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  let y = 720;
  page.drawText(title, { x: 56, y, size: 20, font: bold, color: rgb(0.1, 0.15, 0.25) });
  y -= 26;
  page.drawText(subtitle, { x: 56, y, size: 11, font: regular, color: rgb(0.35, 0.4, 0.45) });
  y -= 36;
  const maxWidth = 500;
  for (const paragraph of paragraphs) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (regular.widthOfTextAtSize(candidate, 11) > maxWidth && line) {
        page.drawText(line, { x: 56, y, size: 11, font: regular });
        y -= 16;
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) {
      page.drawText(line, { x: 56, y, size: 11, font: regular });
      y -= 16;
    }
    y -= 10;
  }
  return Buffer.from(await pdf.save());
}
