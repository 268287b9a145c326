// Spec 2 sections 5.2, 5.3 and 5.5: a refused file never leaves the browser, and a refusal keeps the server's words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { upload } from './upload';

/** An XMLHttpRequest that answers each send as the test says: an envelope with a status, or no answer at all. */
function fakeXhr(answer: { status: number; body?: unknown } | 'no answer') {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(body: FormData) {
      sent.push(body);
      if (answer === 'no answer') return queueMicrotask(() => this.onerror?.());
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const file = (content: string, name = 'gst.pdf') => new File([content], name, { type: 'application/pdf' });
const request = (chosen: File) => ({
  path: '/onboarding/documents',
  fields: { documentType: 'GSTIN' },
  files: { file: chosen },
  limits: { accept: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 10_000_000 },
});

afterEach(() => vi.unstubAllGlobals());

describe('upload', () => {
  it("refuses a text file renamed .pdf with 'Invalid file type' and sends nothing", async () => {
    const sent = fakeXhr({ status: 200, body: { responseCode: 200, message: 'ok', data: {} } });
    await expect(upload(request(file('just some notes')))).rejects.toMatchObject({
      message: 'Invalid file type',
      responseCode: 415,
    });
    expect(sent).toHaveLength(0);
  });

  it('refuses an oversized file before sending it', async () => {
    const sent = fakeXhr({ status: 200, body: { responseCode: 200, message: 'ok', data: {} } });
    const big = file('%PDF-1.4');
    Object.defineProperty(big, 'size', { value: 10_000_001 });
    await expect(upload(request(big))).rejects.toThrow('File size exceeds 10MB');
    expect(sent).toHaveLength(0);
  });

  it('sends a real PDF and resolves to the document reference', async () => {
    const reference = { documentId: 'DOC-1', documentName: 'gst.pdf' };
    const sent = fakeXhr({ status: 200, body: { responseCode: 200, message: 'ok', data: reference } });
    expect(await upload(request(file('%PDF-1.4')))).toEqual(reference);
    expect(sent[0].get('documentType')).toBe('GSTIN');
  });

  it.each([
    [415, 'Invalid file type'],
    [413, 'File size exceeds 5MB'],
    [400, 'Please upload a file'],
  ])("rejects a %i refusal with the server's message", async (status, message) => {
    fakeXhr({ status, body: { responseCode: status, message, data: null } });
    await expect(upload(request(file('%PDF-1.4')))).rejects.toMatchObject({ message, responseCode: status });
  });

  it('rejects with the generic message only when no answer came', async () => {
    fakeXhr('no answer');
    await expect(upload(request(file('%PDF-1.4')))).rejects.toMatchObject({
      message: 'Something went wrong while uploading document',
      responseCode: 0,
    });
  });
});
