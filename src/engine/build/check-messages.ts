// schemas:check for messages: each key of an `errorMessage` names a keyword or field its schema has, else it is never shown.
import { resolvePointer, type SchemaRegistry } from '../core/bundle.ts';
import { didYouMean } from './check-format.ts';

type Node = Record<string, unknown>;

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

/** The node with the schemas its $refs lead to (a message may name a keyword of the referenced shape). */
function withReferenced(node: Node, doc: string, registry: SchemaRegistry): Node[] {
  const found = [node];
  let current: Node | undefined = node;
  for (let depth = 0; typeof current?.$ref === 'string' && depth < 8; depth++) {
    const [id, pointer = ''] = current.$ref.split('#');
    doc = id || doc;
    const target = resolvePointer(registry[doc], pointer);
    current = isNode(target) ? target : undefined;
    if (current) found.push(current);
  }
  return found;
}

/**
 * Yields [pointer, message] for each misspelt message key below node: a keyword message its schema has no keyword
 * for, or a `required`/`properties` message for a field it lacks. `doc` is the $id local $refs resolve in.
 */
export function* misspeltMessageKeys(
  node: unknown,
  pointer: string,
  doc: string,
  registry: SchemaRegistry,
): Generator<[string, string]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* misspeltMessageKeys(item, `${pointer}/${index}`, doc, registry);
    return;
  }
  if (!isNode(node)) return;
  const messages = node.errorMessage;
  if (isNode(messages)) {
    const shapes = withReferenced(node, doc, registry);
    // A field's own `required` message is moved to its parent when bundled (schemas/README.md, Conventions).
    const keywords = [...new Set(['_', 'required', ...shapes.flatMap(Object.keys)])].filter(
      (key) => key !== 'errorMessage',
    );
    const fields = [
      ...new Set(shapes.flatMap((shape) => Object.keys(isNode(shape.properties) ? shape.properties : {}))),
    ];
    for (const [key, value] of Object.entries(messages)) {
      const at = `${pointer}/errorMessage/${escape(key)}`;
      if (!keywords.includes(key))
        yield [at, `message for "${key}", which this schema does not have${didYouMean(key, keywords)}`];
      else if ((key === 'required' || key === 'properties') && isNode(value))
        for (const field of Object.keys(value))
          if (!fields.includes(field))
            yield [
              `${at}/${escape(field)}`,
              `message for field "${field}", which this schema does not have${didYouMean(field, fields)}`,
            ];
    }
  }
  for (const [key, value] of Object.entries(node))
    if (key !== 'errorMessage') yield* misspeltMessageKeys(value, `${pointer}/${escape(key)}`, doc, registry);
}
