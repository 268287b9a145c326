// Keeps a second server process away from a PGlite folder that another live process has open.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Raised when another live process holds the folder. */
export class FolderLockedError extends Error {}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes `<dataDir>.lock` for this process. A lock left by a process that died is taken over;
 * one held by a live process (this one included) refuses with a message naming the holder.
 * Returns the release function.
 */
export function lockFolder(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new FolderLockedError(
          `The database folder ${dataDir} is already in use by server process ${holder}. ` +
            'Stop that process first, or point DATA_DIR at another folder.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new FolderLockedError(`Could not lock the database folder ${dataDir}.`);
}
