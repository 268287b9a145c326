// A one-pixel image is the server's "no logo".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeImage } from './fake-image';
import { isSinglePixel, realImage } from './blank-image';

afterEach(() => vi.unstubAllGlobals());

describe('isSinglePixel', () => {
  it('treats 1x1 and unreadable images as none, and real ones as images', async () => {
    vi.stubGlobal('Image', FakeImage);
    expect(await isSinglePixel('1x1')).toBe(true);
    expect(await isSinglePixel('broken')).toBe(true);
    expect(await isSinglePixel('120x40')).toBe(false);
  });

  it('keeps a real image and drops the placeholder', async () => {
    vi.stubGlobal('Image', FakeImage);
    expect(await realImage('120x40')).toBe('120x40');
    expect(await realImage('1x1')).toBeNull();
    expect(await realImage(null)).toBeNull();
  });
});
