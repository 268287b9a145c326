// Whether a table's row schema has a field, named directly or by a dotted path into nested objects (`payerDetails.payerName`).
import { resolvePointer } from '../core/bundle.ts';
import type { Schema } from '../core/declarations.ts';

/** The schema a local `$ref` points at, followed until it is not a reference. */
const deref = (node: Schema | undefined, root: Schema): Schema | undefined => {
  let current = node;
  for (let hops = 0; current?.$ref?.startsWith('#') && hops < 20; hops++)
    current = resolvePointer(root, current.$ref.slice(1)) as Schema | undefined;
  return current;
};

/** True when each segment of the path is a property of the one before; an object without declared properties takes any. */
export function rowHasField(root: Schema, path: string): boolean {
  let node = deref(root, root);
  for (const segment of path in (node?.properties ?? {}) ? [path] : path.split('.')) {
    if (node && !node.properties && node.type === 'object') return true;
    node = deref(node?.properties?.[segment] as Schema | undefined, root);
    if (!node) return false;
  }
  return true;
}
