// Uploads are validated before any handler runs: size limits (413), one file, sniffed by content (415), the other form
// fields against the contract; downloads send a stored file with a safe Content-Disposition. JSON bodies and
// parameters: validation-json.test.ts.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sendStoredFile } from '../src/http/files.ts';
import type { HandlerMap } from '../src/http/handlers.ts';
import { readUpload } from '../src/http/uploads.ts';
import { encodePng } from '../src/seed/files.ts';
import { allHandlers } from '../src/services/index.ts';
import { useTestApp } from './helpers/test-app.ts';

// Stand-ins for handlers other helpers write, so these tests exercise only the foundation.
const handlers: HandlerMap = {
  ...allHandlers(),
  uploadDocumentFile: async ({ request, reply }) => {
    const upload = await readUpload(request, 'pdf');
    return reply.code(204).header('x-file-name', upload.fileName).send();
  },
  uploadListingImage: async ({ request, reply }) => {
    const upload = await readUpload(request, 'image');
    return reply
      .code(204)
      .header('x-sniffed', upload.mimeType)
      .header('x-sort', String(upload.fields.sortOrder))
      .send();
  },
  importOwners: async ({ request, reply }) => {
    const upload = await readUpload(request, 'csv');
    return reply
      .code(204)
      .header('x-rows', String(upload.bytes.toString('utf8').trim().split('\n').length))
      .send();
  },
  downloadDocumentFile: async (ctx) =>
    sendStoredFile(ctx, {
      key: ctx.request.headers['x-test-key'] === 'missing' ? null : String(ctx.request.headers['x-test-key']),
      fileName: 'Lease "2026"\r\nSet-Cookie: x=1 Ågreement.pdf',
      contentType: 'application/pdf',
    }),
};

const t = useTestApp({ handlers });

/** A multipart/form-data body with the given parts. */
function multipart(parts: { name: string; value: string | Buffer; fileName?: string; type?: string }[]) {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName ? `; filename="${part.fileName}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function smallPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
}

const png = encodePng(4, 4, () => [200, 30, 30]);

describe('uploads', () => {
  const upload = (body: ReturnType<typeof multipart>, url = '/api/documents/upload/5') =>
    t.request({
      method: url.startsWith('/api/documents') ? 'PUT' : 'POST',
      url,
      as: url.startsWith('/api/importOwners') ? 'strataadmin' : 'admin',
      ...body,
    });

  it('accepts a real PDF and keeps a safe version of its name', async () => {
    const res = await upload(
      multipart([
        {
          name: 'file',
          value: await smallPdf(),
          fileName: '../../etc/Lease 2026.pdf',
          type: 'application/pdf',
        },
      ]),
    );
    expect(res.statusCode).toBe(204);
    expect(res.headers['x-file-name']).toBe('Lease 2026.pdf');
  });

  it('answers 415 to an image disguised as a PDF (name and declared type say PDF)', async () => {
    const res = await upload(
      multipart([{ name: 'file', value: png, fileName: 'statement.pdf', type: 'application/pdf' }]),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Only PDF files can be uploaded.');
  });

  it('answers 413 to a PDF over 20 MB', async () => {
    const big = Buffer.concat([await smallPdf(), Buffer.alloc(20 * 1024 * 1024 + 10, 32)]);
    const res = await upload(
      multipart([{ name: 'file', value: big, fileName: 'big.pdf', type: 'application/pdf' }]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than 20 MB. PDF documents can be at most 20 MB.');
  });

  it('answers 400 naming a chosen file of 0 bytes as empty, not as missing', async () => {
    const empty = await upload(
      multipart([{ name: 'file', value: Buffer.alloc(0), fileName: 'blank.pdf', type: 'application/pdf' }]),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'The file “blank.pdf” is empty (0 bytes).',
      field: 'file',
    });
  });

  it('answers 400 without a file and with two files', async () => {
    const none = await upload(multipart([{ name: 'note', value: 'no file here' }]));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'Please select a file!', field: 'file' });
    const pdf = await smallPdf();
    const two = await upload(
      multipart([
        { name: 'file', value: pdf, fileName: 'a.pdf', type: 'application/pdf' },
        { name: 'file', value: pdf, fileName: 'b.pdf', type: 'application/pdf' },
      ]),
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Please choose only one file!');
  });

  it('answers 415 to a JSON body where a multipart upload is expected', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/documents/upload/5',
      as: 'admin',
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('sniffs images and validates the other form fields against the contract (sortOrder)', async () => {
    const url = `/api/propertyListingImage/${t.seed.listings.owner[0]}`;
    const ok = await upload(
      multipart([
        { name: 'sortOrder', value: '3' },
        { name: 'file', value: png, fileName: 'x.jpg' },
      ]),
      url,
    );
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['x-sniffed']).toBe('image/png');
    expect(ok.headers['x-sort']).toBe('3');
    const pdfAsImage = await upload(
      multipart([
        { name: 'sortOrder', value: '0' },
        { name: 'file', value: await smallPdf(), fileName: 'x.png' },
      ]),
      url,
    );
    expect(pdfAsImage.statusCode).toBe(415);
    expect(pdfAsImage.json().message).toBe('Only JPEG, PNG or WebP images can be uploaded.');
    const badSort = await upload(
      multipart([
        { name: 'sortOrder', value: 'first' },
        { name: 'file', value: png, fileName: 'x.png' },
      ]),
      url,
    );
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().field).toBe('sortOrder');
  });

  it('accepts text as CSV and refuses binary content', async () => {
    const csv = await upload(
      multipart([{ name: 'file', value: 'nameOnTitle,email\nA,a@example.ca\n', fileName: 'owners.csv' }]),
      '/api/importOwners',
    );
    expect(csv.statusCode).toBe(204);
    expect(csv.headers['x-rows']).toBe('2');
    const binary = await upload(
      multipart([{ name: 'file', value: png, fileName: 'owners.csv', type: 'text/csv' }]),
      '/api/importOwners',
    );
    expect(binary.statusCode).toBe(415);
    expect(binary.json().message).toBe('Only CSV files can be uploaded.');
  });
});

describe('downloads', () => {
  it('streams a stored file with a safe Content-Disposition', async () => {
    const [doc] = await t.app.services.db.query.documents.findMany({ limit: 1 });
    const res = await t.request({
      method: 'GET',
      url: `/api/documents/${t.seed.documents.ownerProperty}/file`,
      as: 'admin',
      headers: { 'x-test-key': String(doc?.path) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toBe(
      `inline; filename="Lease 2026Set-Cookie x=1 _greement.pdf"; filename*=UTF-8''Lease%202026Set-Cookie%20x%3D1%20%C3%85greement.pdf`,
    );
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 for a record without a file and for a key that is not a storage key', async () => {
    const none = await t.request({
      method: 'GET',
      url: '/api/documents/1/file',
      as: 'admin',
      headers: { 'x-test-key': 'missing' },
    });
    expect(none.statusCode).toBe(404);
    const traversal = await t.request({
      method: 'GET',
      url: '/api/documents/1/file',
      as: 'admin',
      headers: { 'x-test-key': '../../jwt-secret' },
    });
    expect(traversal.statusCode).toBe(404);
  });
});
