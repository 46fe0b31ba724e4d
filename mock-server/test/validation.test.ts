// Requests are validated against the contract before any handler runs: 400 naming the field, malformed JSON 400,
// a body of another media type 415; uploads have size limits (413) and are sniffed by content (415).
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sendStoredFile } from '../src/http/files.ts';
import type { HandlerMap } from '../src/http/handlers.ts';
import { readUpload } from '../src/http/uploads.ts';
import { encodePng } from '../src/seed/files.ts';
import { allHandlers } from '../src/services/index.ts';
import { useTestApp } from './helpers/test-app.ts';

const received: unknown[] = [];

// Stand-ins for handlers other helpers write, so these tests exercise only the foundation.
const handlers: HandlerMap = {
  ...allHandlers(),
  createProperty: ({ body, reply }) => {
    received.push(body);
    return reply.code(204).send();
  },
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

const validProperty = {
  ownerId: 1,
  rmNumber: 'RM0013',
  contractType: 'RM',
  address: '4567 Kingsway, Burnaby, BC V5H 2E2',
  street: '4567 Kingsway',
  city: 'Burnaby',
  province: 'BC',
  postal: 'V5H 2E2',
};

const createProperty = (payload: unknown, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/property',
    as: 'admin',
    headers,
    ...(typeof payload === 'string'
      ? { payload }
      : payload === undefined
        ? {}
        : { payload: payload as object }),
  });

describe('JSON bodies', () => {
  it('passes a valid body to the handler with the contract defaults filled in (siblings of a $ref too)', async () => {
    received.length = 0;
    const res = await createProperty({ ...validProperty, moveInFee: 19.99 });
    expect(res.statusCode).toBe(204);
    expect(received[0]).toMatchObject({
      ...validProperty,
      moveInFee: 19.99,
      moveOutFee: 0,
      bedroom: 0,
      countryId: 1,
    });
  });

  it('accepts "#204 - 1255 Harwood St" and accented street and city names (issue 15)', async () => {
    received.length = 0;
    const res = await createProperty({
      ...validProperty,
      street: '#204 - 1255 Harwood St',
      city: 'Montréal',
    });
    expect(res.statusCode).toBe(204);
    const accented = await createProperty({
      ...validProperty,
      street: '12 Rue Saint-Jérôme',
      city: 'Québec',
    });
    expect(accented.statusCode).toBe(204);
    const owner = await t.request({
      method: 'POST',
      url: '/api/ownerProfile',
      as: 'admin',
      payload: {
        userId: t.seed.users.owner,
        name: 'Zoë Côté',
        address: '#5 - 120 Rue Sainte-Hélène',
        city: 'Lévis',
        postal: 'G6V 1A1',
        phone: '(604) 555-0100',
      },
    });
    // Past validation: the seeded owner already has a profile.
    expect(owner.json()).toMatchObject({
      statusCode: 409,
      message: 'This user already has an owner profile.',
    });
  });

  it.each([
    // The spec's own sentences, from the contract's x-messages (rental spec 5).
    ['a missing field', { ...validProperty, street: undefined }, 'street', 'This field is required'],
    ['a short street', { ...validProperty, street: '1A' }, 'street', 'Invalid street address'],
    ['a city with digits', { ...validProperty, city: 'Burnaby 9' }, 'city', 'Invalid city name'],
    [
      'a wrong type (no coercion of bodies)',
      { ...validProperty, bedroom: '3' },
      'bedroom',
      'bedroom must be an integer.',
    ],
    ['a value out of range', { ...validProperty, bedroom: 12 }, 'bedroom', 'bedroom must be <= 8.'],
    ['a pattern', { ...validProperty, postal: '12345' }, 'postal', 'Invalid postal code'],
    ['an enum', { ...validProperty, province: 'XX' }, 'province', 'Invalid province name'],
    [
      'money with 3 decimals (x-decimal-places)',
      { ...validProperty, moveInFee: 12.345 },
      'moveInFee',
      'moveInFee must be a whole number or have at most 2 decimals.',
    ],
    [
      'an email format',
      { ...validProperty, strataEmail: 'not-an-email' },
      'strataEmail',
      'strataEmail must be a valid email address.',
    ],
    [
      'a field the strict schema does not have',
      { ...validProperty, sneaky: 1 },
      'sneaky',
      'sneaky is not an accepted field.',
    ],
  ])('answers 400 naming the field for %s', async (_what, payload, field, message) => {
    const res = await createProperty(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field, statusCode: 400 });
  });

  it("uses the contract's x-messages: the spec's own sentence for the rule broken", async () => {
    const unit = (payload: object) =>
      t.request({ method: 'POST', url: '/api/strataUnit', as: 'strataadmin', payload });
    const strataPropertyId = t.seed.strataProperties.bcs;
    const blank = await unit({ unitNumber: '', lotNumber: '5', strataPropertyId });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: 'Unit number cannot be blank',
      field: 'unitNumber',
      statusCode: 400,
    });
    const missing = await unit({ unitNumber: '108', strataPropertyId });
    expect(missing.json()).toEqual({
      message: 'Lot number cannot be blank',
      field: 'lotNumber',
      statusCode: 400,
    });
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await createProperty('{"ownerId": 1, "street": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', statusCode: 400 });
  });

  it('answers 400 when the required body is missing, and 415 to another media type', async () => {
    const missing = await createProperty(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The request body is required.');
    const text = await createProperty('ownerId=1', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Send the request body as application/json.');
  });

  it('answers 400 to a body that is not an object', async () => {
    const res = await createProperty('[1, 2]', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body must be an object.');
  });

  it('checks authorization before the body: anonymous 401, wrong role 403, even with an invalid body', async () => {
    const anonymous = await t.request({ method: 'POST', url: '/api/property', payload: { nonsense: true } });
    expect(anonymous.statusCode).toBe(401);
    const owner = await t.request({
      method: 'POST',
      url: '/api/property',
      as: 'owner',
      payload: { nonsense: true },
    });
    expect(owner.statusCode).toBe(403);
  });
});

describe('path and query parameters', () => {
  it('answers 400 naming a path parameter of the wrong type or range', async () => {
    for (const id of ['abc', '0', '99999999999']) {
      const res = await t.request({ method: 'GET', url: `/api/property/${id}`, as: 'admin' });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().field).toBe('id');
    }
  });

  it('coerces and validates the query string', async () => {
    const bad = await t.request({ method: 'GET', url: '/api/dev/mailbox?to=not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'to', message: 'invalid email' });
    const good = await t.request({ method: 'GET', url: '/api/dev/mailbox?to=AMELIA.GRANT@example.ca' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toHaveLength(1);
  });
});

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
