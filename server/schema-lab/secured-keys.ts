// Refuses a published declaration that changes who may do what or which record a call concerns (issue 34): those
// keys stay in the repository, where a change is reviewed and deployed.
import { message } from '../../src/engine/core/message';
import { ApiError } from '../plugins/envelope';

/**
 * The keys a publish may not add, remove or alter: a wizard's choice (`when`, `variant`) and the route it serves
 * (`screen`), audiences (`roles`, `rolesIn`, `consoles`, `finishRole`), the stored record a step or form writes (`bind`,
 * `bindItem`, `x-stored`, `x-request`), a resource's access (`x-resource`) and the columns behind a field (`x-column`).
 */
export const SECURED_KEYS = [
  'when',
  'variant',
  'screen',
  'roles',
  'rolesIn',
  'consoles',
  'finishRole',
  'bind',
  'bindItem',
  'x-stored',
  'x-request',
  'x-resource',
  'x-column',
] as const;

const SECURED = new Set<string>(SECURED_KEYS);
/** Keywords whose members are names (fields, definitions), not keywords: a field called `roles` is not secured. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every secured key in a declaration, by JSON pointer, with its value as JSON text. The members of a name map and the
 * field names of a `ui` tree (keys not starting with `ui:`) are names, so only their values are searched.
 */
export function securedValues(
  node: unknown,
  pointer = '',
  names = false,
  inUi = false,
  found = new Map<string, string>(),
) {
  if (!node || typeof node !== 'object') return found;
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escape(key)}`;
    const isName = names || (inUi && !key.startsWith('ui:'));
    if (!isName && SECURED.has(key)) found.set(at, JSON.stringify(value));
    const ui = key === 'ui' && !isName ? true : inUi && !key.startsWith('ui:');
    securedValues(value, at, !isName && NAME_MAPS.has(key), ui, found);
  }
  return found;
}

/** The secured keys that differ between the version in force and the proposed one, by pointer, in pointer order. */
export function securedChanges(inForce: unknown, proposed: unknown): { key: string; pointer: string }[] {
  const before = securedValues(inForce);
  const after = securedValues(proposed);
  const pointers = new Set([...before.keys(), ...after.keys()]);
  return [...pointers]
    .filter((pointer) => before.get(pointer) !== after.get(pointer))
    .sort()
    .map((pointer) => ({ key: pointer.split('/').pop()!.replace(/~1/g, '/').replace(/~0/g, '~'), pointer }));
}

/** 400 naming the first changed secured key and its pointer, with every change in the refusal's errors. */
export function assertNoSecuredChange(inForce: unknown, proposed: unknown): void {
  const changes = securedChanges(inForce, proposed);
  if (!changes.length) return;
  const errors = changes.map(({ key, pointer }) => ({
    field: pointer,
    message: message('schemaLab.publish.securedKey', { key, pointer }),
  }));
  throw new ApiError(400, errors[0].message, { errors });
}
