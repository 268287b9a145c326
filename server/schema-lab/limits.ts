// Bounds what the Schema Lab accepts beyond the body limit, so a check's cost stays proportional to a sane declaration.
import { message } from '../../src/engine/core/message';
import { ApiError } from '../plugins/envelope';

/** The most levels of nesting a posted declaration or sample may have (the shipped ones use fewer than 10). */
export const MAX_DEPTH = 24;
/** The most values (objects, arrays, strings, numbers ...) a posted declaration or sample may hold (shipped: under 400). */
export const MAX_NODES = 10_000;

/** Refuses with 400 a value nested deeper than MAX_DEPTH or holding more than MAX_NODES values; `what` names it. */
export function assertWithinLimits(value: unknown, what: string): void {
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (++nodes > MAX_NODES) throw new ApiError(400, message('schemaLab.tooManyValues', { what, max: MAX_NODES }));
    if (depth > MAX_DEPTH) throw new ApiError(400, message('schemaLab.tooDeep', { what, max: MAX_DEPTH }));
    if (node && typeof node === 'object') for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
}
