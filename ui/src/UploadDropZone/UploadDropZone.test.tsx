import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.ts';
import { addFiles, uploadPresets, validateFileSelection } from './UploadDropZone.tsx';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

describe('validateFileSelection', () => {
  it("gives strata spec 5's owner-import message for a file that is not a CSV", () => {
    expect(validateFileSelection([pdf('owners.pdf')], uploadPresets.csv)).toBe(
      'Only one file can be uploaded at a time',
    );
    expect(addFiles([], [pdf('owners.pdf')], uploadPresets.csv).rejection).toBe(
      'Only one file can be uploaded at a time',
    );
    // Other screens keep naming the refused file.
    expect(validateFileSelection([new File(['x'], 'a.txt', { type: 'text/plain' })], uploadPresets.pdf)).toBe(
      '“a.txt” is not a PDF file. Only PDF files can be uploaded.',
    );
  });

  it('gives the spec messages for no file and too many files', () => {
    expect(validateFileSelection([], uploadPresets.pdf)).toBe('Please select a file!');
    expect(validateFileSelection([pdf('a.pdf'), pdf('b.pdf')], uploadPresets.pdf)).toBe(
      'Please choose only one file!',
    );
    expect(validateFileSelection([pdf('a.csv'), pdf('b.csv')], uploadPresets.csv)).toBe(
      'Only one file can be uploaded at a time',
    );
    expect(validateFileSelection([pdf('a.pdf'), pdf('b.pdf')], uploadPresets.replacementPdf)).toBe(
      'Too many files selected, please only choose one file to re-upload',
    );
    expect(validateFileSelection([pdf('a.pdf')], uploadPresets.pdf)).toBeUndefined();
  });

  it('names a file of the wrong type', () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    expect(validateFileSelection([text], uploadPresets.pdf)).toBe(
      '“notes.txt” is not a PDF file. Only PDF files can be uploaded.',
    );
  });
});

describe('addFiles', () => {
  it('keeps adding to a several-file zone and keeps the good files of a mixed batch', () => {
    const first = addFiles([], [pdf('a.pdf')], uploadPresets.pdfs);
    const second = addFiles(
      first.files,
      [pdf('b.pdf'), new File(['x'], 'c.png', { type: 'image/png' })],
      uploadPresets.pdfs,
    );
    expect(second.files.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(second.rejection).toBe('“c.png” is not a PDF file. Only PDF files can be uploaded.');
  });

  it('replaces the file of a one-file zone and refuses a batch that is too big', () => {
    const replaced = addFiles([pdf('old.pdf')], [pdf('new.pdf')], uploadPresets.pdf);
    expect(replaced.files.map((file) => file.name)).toEqual(['new.pdf']);
    const refused = addFiles([pdf('old.pdf')], [pdf('x.pdf'), pdf('y.pdf')], uploadPresets.pdf);
    expect(refused.files.map((file) => file.name)).toEqual(['old.pdf']);
    expect(refused.rejection).toBe('Please choose only one file!');
  });

  it('accepts a CSV by its name when the browser gives another type', () => {
    const csv = new File(['a,b'], 'owners.CSV', { type: '' });
    expect(addFiles([], [csv], uploadPresets.csv)).toEqual({ files: [csv], rejection: undefined });
  });
});

describe('size limits', () => {
  it('refuses a file over the limit before it is sent, naming it and the limit', () => {
    const big = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    expect(validateFileSelection([big], uploadPresets.pdf)).toBe(
      '“scan.pdf” is larger than 20 MB. PDF files can be at most 20 MB.',
    );
    const result = addFiles([], [big, pdf('small.pdf')], uploadPresets.pdfs);
    expect(result.files.map((file) => file.name)).toEqual(['small.pdf']);
    expect(result.rejection).toBe('“scan.pdf” is larger than 20 MB. PDF files can be at most 20 MB.');
  });

  it('does not take GIF images, which the server refuses', () => {
    const gif = new File(['GIF89a'], 'photo.gif', { type: 'image/gif' });
    expect(addFiles([], [gif], uploadPresets.images).files).toEqual([]);
  });
});

describe('empty files', () => {
  it('leaves a 0-byte file out of the selection and names it, instead of listing it as chosen', () => {
    const empty = new File([], 'blank.pdf', { type: 'application/pdf' });
    expect(addFiles([], [empty], uploadPresets.pdf)).toEqual({
      files: [],
      rejection: '“blank.pdf” is empty (0 bytes). Choose a file with content.',
    });
    expect(validateFileSelection([empty], uploadPresets.pdf)).toBe(
      '“blank.pdf” is empty (0 bytes). Choose a file with content.',
    );
  });
});

it('formats sizes', () => {
  expect(formatFileSize(312)).toBe('312 B');
  expect(formatFileSize(48_213)).toBe('47.1 KB');
  expect(formatFileSize(1_850_000)).toBe('1.8 MB');
});
