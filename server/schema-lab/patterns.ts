// Refuses regular expressions that may backtrack for minutes (`^(a+)+$`) before any of them is compiled or run.
import { message } from '../../src/engine/core/message';
import { safeRegex } from 'safe-regex2';
import { ApiError } from '../plugins/envelope';
import { loadSharedSchemas } from '../validation';

/** The longest pattern the lab accepts. */
export const MAX_PATTERN_LENGTH = 500;

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every regular expression Ajv would compile from a value (`pattern` strings, `patternProperties` keys), with its pointer. */
export function* patternsIn(value: unknown, pointer = ''): Generator<[string, string]> {
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    const at = `${pointer}/${escape(key)}`;
    if (key === 'pattern' && typeof child === 'string') yield [child, at];
    if (key === 'patternProperties' && child && typeof child === 'object' && !Array.isArray(child))
      for (const name of Object.keys(child)) yield [name, `${at}/${escape(name)}`];
    yield* patternsIn(child, at);
  }
}

let shipped: Set<string> | undefined;
/**
 * Patterns the shipped schemas use. safe-regex2 flags two of them (a bounded group inside `(...)?`, and the web site's
 * dot-separated labels), yet the API already matches them against every caller's input: the lab adds no risk.
 */
const shippedPatterns = () => (shipped ??= new Set([...patternsIn(loadSharedSchemas())].map(([pattern]) => pattern)));

/** Ajv compiles patterns with the `u` flag; one that does not compile is reported by the check, not refused here. */
const compiles = (pattern: string) => {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
};

/** Refuses with 400 a pattern that is too long, or that safe-regex2 says may backtrack exponentially, by its pointer. */
export function assertSafePatterns(declaration: unknown): void {
  for (const [pattern, pointer] of patternsIn(declaration)) {
    if (pattern.length > MAX_PATTERN_LENGTH)
      throw new ApiError(400, message('schemaLab.patternTooLong', { pointer, max: MAX_PATTERN_LENGTH }));
    if (shippedPatterns().has(pattern) || !compiles(pattern)) continue;
    if (!safeRegex(pattern)) throw new ApiError(400, message('schemaLab.patternUnsafe', { pointer }));
  }
}
