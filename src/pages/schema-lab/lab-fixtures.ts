// Versions as the lab's routes answer them, for the lab's tests and stories (never the page itself).
import { versionZero, type DeclarationVersion } from '../../engine/build/lab-wire';

/** Version `number` of a declaration: the file (0) unless `more` says who published it, when and why. */
export const versionOf = (
  number: number,
  document: unknown,
  more: Partial<DeclarationVersion> = {},
): DeclarationVersion => ({ ...versionZero(document as Record<string, unknown>), version: number, ...more });
