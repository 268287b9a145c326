// A PGlite folder is held by one live process at a time; a lock left by a dead process is taken over.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderLockedError, lockFolder } from './lock';

const folder = () => join(mkdtempSync(join(tmpdir(), 'lock-')), 'db');

describe('lockFolder', () => {
  it('refuses a second holder while the first is alive, with a clear message', () => {
    const dir = folder();
    const release = lockFolder(dir);
    expect(() => lockFolder(dir)).toThrow(FolderLockedError);
    expect(() => lockFolder(dir)).toThrow(`already in use by server process ${process.pid}`);
    release();
    lockFolder(dir)();
  });

  it('takes over a lock whose process has died', () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, '999999999');
    const release = lockFolder(dir);
    expect(() => lockFolder(dir)).toThrow(FolderLockedError);
    release();
  });
});
