// The browser types a file by its first bytes exactly as the server does, and refuses it with the spec's words.
import { describe, expect, it } from 'vitest';
import { refusalOf, sniffFileType, uploadFailure } from './file-type';
import { ApiError } from './client';

const bytes = (...head: number[]) => new Uint8Array([...head, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48]);
const HEADS: Record<string, Uint8Array<ArrayBuffer>> = {
  pdf: bytes(0x25, 0x50, 0x44, 0x46, 0x2d),
  'pdf without its dash': bytes(0x25, 0x50, 0x44, 0x46),
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  'png cut short': bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a),
  jpeg: bytes(0xff, 0xd8, 0xff),
  'jpeg without its third byte': bytes(0xff, 0xd8, 0x00),
  text: new TextEncoder().encode('hello, I am not a PDF'),
  gif: new TextEncoder().encode('GIF89a...'),
  empty: new Uint8Array(),
};
const named = (head: Uint8Array<ArrayBuffer>, name = 'gst.pdf', type = 'application/pdf') =>
  new File([head], name, { type });
const documents = { accept: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 5_000_000 };

/** What each head is, as the browser and the server (both src/api/file-signatures.ts) type it. */
const TYPES: Record<keyof typeof HEADS, string | null> = {
  pdf: 'application/pdf',
  'pdf without its dash': 'text/plain',
  png: 'image/png',
  'png cut short': null,
  jpeg: 'image/jpeg',
  'jpeg without its third byte': null,
  text: 'text/plain',
  gif: 'text/plain',
  empty: null,
};

describe('sniffFileType', () => {
  it.each(Object.entries(HEADS))('types %s by its first bytes', async (name, head) => {
    expect(await sniffFileType(named(head))).toBe(TYPES[name]);
  });

  it('takes UTF-8 text with tabs and line breaks as plain text, but not a control character or broken UTF-8', async () => {
    const text = (content: Uint8Array<ArrayBuffer>) => sniffFileType(new File([content], 'key.txt'));
    expect(await text(new TextEncoder().encode('user=exporter\r\n\tkey=₹ 42'))).toBe('text/plain');
    expect(await text(new Uint8Array([0x41, 0x00, 0x42]))).toBeNull();
    expect(await text(new Uint8Array([0x41, 0xc3, 0x28]))).toBeNull();
  });
});

describe('refusalOf', () => {
  it('refuses a text file named .pdf, whatever type the browser claims for it', async () => {
    expect(await refusalOf(named(HEADS.text), documents)).toBe('Invalid file type');
  });

  it('takes content the route accepts under any name', async () => {
    expect(await refusalOf(named(HEADS.png, 'scan.pdf'), documents)).toBeUndefined();
    expect(await refusalOf(named(HEADS.pdf, 'gst.pdf'), documents)).toBeUndefined();
  });

  it('refuses a PDF where only images are taken', async () => {
    expect(await refusalOf(named(HEADS.pdf), { accept: ['image/jpeg', 'image/png'], maxBytes: 5_000_000 })).toBe(
      'Invalid file type',
    );
  });

  it('refuses a file over the size with the limit in MB', async () => {
    const big = named(HEADS.pdf);
    Object.defineProperty(big, 'size', { value: 10_000_001 });
    expect(await refusalOf(big, { ...documents, maxBytes: 10_000_000 })).toBe('File size exceeds 10MB');
  });
});

describe('uploadFailure', () => {
  it("gives the server's words, or the generic ones when there are none", () => {
    expect(uploadFailure(new ApiError('File size exceeds 5MB', 413))).toBe('File size exceeds 5MB');
    expect(uploadFailure(new ApiError('', 0))).toBe('Something went wrong while uploading document');
    expect(uploadFailure('gone')).toBe('Something went wrong while uploading document');
  });
});
