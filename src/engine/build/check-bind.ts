// schemas:check for a step's `bind` ('client#/businessInformation'): its entity is declared and has that path.
import { resolvePointer, type SchemaRegistry } from '../core/bundle.ts';
import type { Schema, WizardDeclaration } from '../core/declarations.ts';
import { didYouMean } from './check-format.ts';

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** A schema with its $refs followed (at most a few deep), and the id of the document it now lies in. */
function follow(node: Schema | undefined, doc: string, registry: SchemaRegistry): [Schema | undefined, string] {
  for (let depth = 0; node?.$ref && depth < 8; depth++) {
    const [id, pointer = ''] = node.$ref.split('#');
    doc = id || doc;
    node = resolvePointer(registry[doc], pointer) as Schema | undefined;
  }
  return [node, doc];
}

/** Why a bind does not resolve, or undefined when its entity has the path (through properties and array items). */
export function bindProblem(bind: string, registry: SchemaRegistry): string | undefined {
  const [entity, pointer] = bind.split('#');
  if (!entity || !pointer?.startsWith('/')) return `bind "${bind}" is not "<entity>#/<path>"`;
  if (!registry[entity])
    return `bind names entity "${entity}", which no file under schemas/entities declares${didYouMean(entity, Object.keys(registry))}`;
  let [node, doc] = follow(registry[entity], entity, registry);
  const walked: string[] = [];
  for (const part of pointer.slice(1).split('/').map(unescape)) {
    if (node?.type === 'array' && node.items && typeof node.items === 'object') {
      [node, doc] = follow(node.items as Schema, doc, registry);
      if (/^\d+$/.test(part)) {
        walked.push(part);
        continue;
      }
    }
    const properties = (node?.properties ?? {}) as Record<string, Schema>;
    walked.push(part);
    if (!(part in properties))
      return `entity "${entity}" has no "/${walked.join('/')}"${didYouMean(part, Object.keys(properties))}`;
    [node, doc] = follow(properties[part], doc, registry);
  }
  return undefined;
}

/** Adds a problem for each wizard step whose bind its entity lacks. */
export function checkBinds(
  file: string,
  wizard: WizardDeclaration,
  registry: SchemaRegistry,
  add: (file: string, pointer: string, message: string) => void,
): void {
  (wizard.steps ?? []).forEach((step, index) => {
    const problem = step.bind === undefined ? undefined : bindProblem(step.bind, registry);
    if (problem) add(file, `/steps/${index}/bind`, problem);
  });
}
