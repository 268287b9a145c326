// Folds the presentation changes rules return (hide, disable, lock) into the declared ui schema.
import type { UiSchema } from '@rjsf/utils';
import type { FieldUi } from '../core/rules';

/** A copy of ui with each rule change written at its field path. */
export function applyFieldUi(ui: UiSchema | undefined, changes: Record<string, FieldUi>): UiSchema {
  const result: UiSchema = structuredClone(ui ?? {});
  for (const [path, change] of Object.entries(changes)) {
    let node = result as Record<string, unknown>;
    for (const key of path.split('.')) node = (node[key] ??= {}) as Record<string, unknown>;
    if (change.hidden) node['ui:widget'] = 'hidden';
    if (change.disabled) node['ui:disabled'] = true;
    if (change.locked) node['ui:readonly'] = true;
    if (change.required) node['ui:options'] = { ...(node['ui:options'] as object), requiredByRule: true };
    if (change.label) node['ui:title'] = change.label;
  }
  return result;
}

/** Static changes a screen declares, with the rules' changes laid over them field by field. */
export function mergeFieldUi(
  declared: Record<string, FieldUi>,
  ruled: Record<string, FieldUi>,
): Record<string, FieldUi> {
  const merged: Record<string, FieldUi> = { ...declared };
  for (const [path, change] of Object.entries(ruled)) merged[path] = { ...declared[path], ...change };
  return merged;
}
