import { createPortalClient } from '@portal/sdk/client';
import { describe, expect, it } from 'vitest';
import { uploadFailureText, uploadListingImages } from './listingImageUploads.ts';

/** A client whose server refuses the images whose name contains "bad" (415) and takes the others. */
function clientRefusingBadImages(seen: string[]) {
  return createPortalClient({
    baseUrl: 'http://portal.test/api',
    fetch: async (input: RequestInfo | URL) => {
      const request = input as Request;
      const form = await request.formData();
      const file = form.get('file') as File;
      seen.push(file.name);
      return file.name.includes('bad')
        ? Response.json(
            { message: 'Only JPEG, PNG or WebP images can be uploaded.', statusCode: 415 },
            { status: 415 },
          )
        : Response.json({ id: seen.length, sort: Number(form.get('sortOrder')) }, { status: 201 });
    },
  });
}

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('uploadListingImages', () => {
  it('sends every image even when one is refused, and reports the refused ones and the progress', async () => {
    const seen: string[] = [];
    const progress: string[] = [];
    const outcome = await uploadListingImages(
      clientRefusingBadImages(seen),
      5,
      [
        { file: image('a.png'), sortOrder: 0 },
        { file: image('bad.png'), sortOrder: 1 },
        { file: image('c.png'), sortOrder: 2 },
      ],
      (done, total) => progress.push(`${done}/${total}`),
    );
    expect(seen).toEqual(['a.png', 'bad.png', 'c.png']);
    expect(outcome).toEqual({
      uploaded: 2,
      failures: [{ fileName: 'bad.png', message: 'Only JPEG, PNG or WebP images can be uploaded.' }],
    });
    expect(progress).toEqual(['0/3', '1/3', '2/3', '3/3']);
    expect(uploadFailureText(outcome)).toBe('“bad.png”: Only JPEG, PNG or WebP images can be uploaded.');
  });
});
