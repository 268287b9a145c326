// The console is what the serving origin named, never a user setting.
import { describe, expect, it } from 'vitest';
import { currentConsole } from './console';

const page = (meta?: string) => {
  const doc = document.implementation.createHTMLDocument('x');
  if (meta) doc.head.innerHTML = `<meta name="app-console" content="${meta}">`;
  return doc;
};

describe('currentConsole', () => {
  it('reads the meta tag the server wrote', () => {
    expect(currentConsole(page('admin'))).toBe('admin');
    expect(currentConsole(page('client'))).toBe('client');
  });

  it('falls back to the client console for a missing or unknown value', () => {
    expect(currentConsole(page())).toBe('client');
    expect(currentConsole(page('root'))).toBe('client');
  });
});
