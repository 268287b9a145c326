// The actions of every declared resource (an entity file's `x-resource`): `resources.<id>.list`, `.create`,
// `.update` and `.remove`, each one request to the generic resource route; no code per resource.
import { request, requestWithMessage } from '../client';

type Data = Record<string, unknown>;

/** The operations a resource's actions name. */
export const RESOURCE_OPERATIONS = ['list', 'create', 'update', 'remove'] as const;

/** The actions the entities declaring `x-resource` offer: `resources.<id>.<operation>`, of the operations each names. */
export const resourceActionNames = (entities: { $id?: string; 'x-resource'?: { operations?: string[] } }[]) =>
  entities.flatMap((entity) => {
    const declared = entity['x-resource'];
    if (!declared) return [];
    return (declared.operations ?? RESOURCE_OPERATIONS).map((operation) => `resources.${entity.$id}.${operation}`);
  });

const NAME = /^resources\.([a-z][a-z0-9-]*)\.(list|create|update|remove)$/;

/** True when the name is a resource action's. */
export const isResourceAction = (name: string): boolean => NAME.test(name);

/** Calls a resource action; the admin console's `clientId` (a page's parameter) names the client. */
export async function callResource(name: string, payload: Data = {}): Promise<unknown> {
  const [, id, operation] = NAME.exec(name) ?? [];
  if (!id) throw new Error(`Unknown action "${name}"`);
  const { clientId, ...body } = payload;
  const path = `/resources/${id}${clientId ? `?clientId=${encodeURIComponent(String(clientId))}` : ''}`;
  if (operation === 'list') return request('GET', path);
  if (operation === 'create') return requestWithMessage('POST', path, body);
  if (operation === 'update') return requestWithMessage('PUT', path, body);
  const removePath = path.replace(`/resources/${id}`, `/resources/${id}/remove`);
  return requestWithMessage('POST', removePath, body);
}
