// The set in force as the page learns it: the page's meta, an API answer's stamp fetched once, loaders that wait.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IN_FORCE_META, type InForce } from './in-force';

/** A published module on disk, as the server would serve it (within the project: the test runner imports no further). */
function published(source: string) {
  const cache = join(process.cwd(), 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const file = join(mkdtempSync(join(cache, 'in-force-')), 'form.mjs');
  writeFileSync(file, source);
  return pathToFileURL(file).href;
}

/** A fresh copy of the module, reading the page as it is now. */
async function fresh() {
  vi.resetModules();
  return import('./in-force');
}

const built = () => Promise.resolve({ declaration: 'built' });

afterEach(() => document.head.replaceChildren());

describe('the declarations in force', () => {
  it('loads the built declaration when nothing is published', async () => {
    const { declarationsInForce, inForce } = await fresh();
    expect(declarationsInForce.stamp).toBe('0');
    await expect(inForce('form', { a: built }).a()).resolves.toEqual({ declaration: 'built' });
  });

  it('loads the module the page names for a declaration in force, the built one for the others', async () => {
    const url = published('export const declaration = "published";');
    const meta = document.createElement('meta');
    meta.name = IN_FORCE_META;
    meta.content = JSON.stringify({ stamp: 's1', modules: { 'form:a': url } });
    document.head.append(meta);
    const { declarationsInForce, inForce } = await fresh();
    expect(declarationsInForce.stamp).toBe('s1');
    const loaders = inForce('form', { a: built, b: built });
    expect((await loaders.a()) as unknown).toMatchObject({ declaration: 'published' });
    await expect(loaders.b()).resolves.toEqual({ declaration: 'built' });
    // Another kind's declaration of the same id is not it.
    await expect(inForce('table', { a: built }).a()).resolves.toEqual({ declaration: 'built' });
  });

  it('asks once for a new stamp, and the next load waits for the answer', async () => {
    const { declarationsInForce, inForce } = await fresh();
    const url = published('export const declaration = "version 1";');
    let answer!: (value: InForce) => void;
    const fetch = vi.fn(() => new Promise<InForce>((resolve) => (answer = resolve)));
    declarationsInForce.heard('s2', fetch);
    // The fetch's own answer carries the new stamp too: it is not asked again.
    declarationsInForce.heard('s2', fetch);
    const loading = inForce('form', { a: built }).a();
    answer({ stamp: 's2', modules: { 'form:a': url } });
    expect((await loading) as unknown).toMatchObject({ declaration: 'version 1' });
    declarationsInForce.heard('s2', fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps what it knew when the set in force cannot be fetched, and falls back to the built module when a published one is gone', async () => {
    const { declarationsInForce, inForce } = await fresh();
    declarationsInForce.heard('s3', () => Promise.reject(new Error('offline')));
    await expect(inForce('form', { a: built }).a()).resolves.toEqual({ declaration: 'built' });
    expect(declarationsInForce.stamp).toBe('0');
    declarationsInForce.heard('s4', () =>
      Promise.resolve({ stamp: 's4', modules: { 'form:a': pathToFileURL('/nowhere/gone.mjs').href } }),
    );
    await expect(inForce('form', { a: built }).a()).resolves.toEqual({ declaration: 'built' });
    expect(declarationsInForce.stamp).toBe('s4');
  });
});
