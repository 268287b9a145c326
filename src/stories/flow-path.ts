// The steps a flow goes through from its start along `next`: the filled flow story opens at the last of them.
import type { FlowDeclaration } from '../engine/core/declarations';

/** Step ids from the start along `next`, as a user who submits each one goes (a loop stops at the first repeat). */
export function flowPath(flow: Pick<FlowDeclaration, 'start' | 'steps'>): string[] {
  const path = [flow.start];
  for (let next = flow.steps[flow.start]?.next; next && !path.includes(next); next = flow.steps[next]?.next)
    path.push(next);
  return path;
}
