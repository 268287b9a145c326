// The generic resource route: for each entity file declaring `x-resource`, list, create, update and remove the
// caller's client's rows of its table, with the declared audience and bodies checked against the entity's item.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../src/engine/core/message';
import { callerClient } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { bodyCheck } from '../resources/bodies';
import { resourceOf, type Resource } from '../resources/resource';
import { createItem, listItems, removeItem, updateItem } from '../resources/store';
import { resourceEntities, schemaRegistry } from '../schemas';
import { NO_DATA } from '../responses/common';
import { resourceReplies } from '../responses/resources';

/** The client of a call: `?clientId=` names it in the admin console. */
const clientOf = (app: FastifyInstance, request: FastifyRequest, required: boolean) =>
  callerClient(app, request, (request.query as { clientId?: string }).clientId, required);

const CLIENT_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { clientId: { type: 'string', pattern: '^[A-Z0-9-]{1,40}$' } },
};

function registerResource(app: FastifyInstance, resource: Resource, replies: ReturnType<typeof resourceReplies>) {
  const registry = schemaRegistry();
  const options = { config: { access: resource.access }, schema: { querystring: CLIENT_QUERY } };
  const answering = (response: Record<string, unknown>) => ({ ...options, schema: { ...options.schema, response } });
  const has = (operation: Resource['operations'][number]) => resource.operations.includes(operation);
  if (has('list'))
    app.get(resource.path, answering(replies.list), async (request) =>
      ok(await listItems(app.db, resource, clientOf(app, request, false))),
    );
  if (has('create')) {
    const check = bodyCheck(resource, registry, 'create');
    app.post(resource.path, answering(replies.item), async (request) => {
      const body = check(request.body);
      return ok(await createItem(app.db, resource, clientOf(app, request, true)!, body), message('resource.saved'));
    });
  }
  if (has('update')) {
    const check = bodyCheck(resource, registry, 'update');
    app.put(resource.path, answering(replies.item), async (request) => {
      const body = check(request.body);
      const item = await updateItem(app.db, resource, clientOf(app, request, true)!, body);
      if (!item) throw new ApiError(404, message('resource.notFound'));
      return ok(item, message('resource.saved'));
    });
  }
  if (has('remove')) {
    const check = bodyCheck(resource, registry, 'remove');
    app.post(`${resource.path}/remove`, answering(NO_DATA), async (request) => {
      const body = check(request.body);
      if (!(await removeItem(app.db, resource, clientOf(app, request, true)!, body[resource.key])))
        throw new ApiError(404, message('resource.notFound'));
      return ok(null, message('resource.removed'));
    });
  }
}

export default async function resourceRoutes(app: FastifyInstance) {
  for (const { id, json } of resourceEntities()) {
    const resource = resourceOf(id, json);
    if (resource)
      registerResource(
        app,
        resource,
        resourceReplies(id, (json as { 'x-resource': { item: string } })['x-resource'].item),
      );
  }
}
