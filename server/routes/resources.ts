// The generic resource route: for each entity file declaring `x-resource`, list, create, update and remove the
// caller's client's rows of its table (or a global table's rows), with the declared audience and bodies checked
// against the entity's item; a declaration that does not fit its table is refused at start.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../src/engine/core/message';
import { callerClient } from '../plugins/access';
import { ApiError, ok } from '../plugins/envelope';
import { bodyCheck } from '../resources/bodies';
import { columnProblems } from '../resources/columns';
import { resourceOf, type Resource } from '../resources/resource';
import { createItem, listItems, removeItem, tableColumns, updateItem } from '../resources/store';
import { resourceEntities, schemaRegistry } from '../schemas';
import { NO_DATA } from '../responses/common';
import { resourceReplies } from '../responses/resources';

/** The client whose rows a call reaches (`?clientId=` names it in the admin console); none for a global resource. */
const clientOf = (app: FastifyInstance, request: FastifyRequest, resource: Resource) =>
  resource.scope === 'client'
    ? callerClient(app, request, (request.query as { clientId?: string }).clientId, true)
    : undefined;

const CLIENT_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { clientId: { type: 'string', pattern: '^[A-Z0-9-]{1,40}$' } },
};
const NO_QUERY = { type: 'object', additionalProperties: false, properties: {} };

function registerResource(app: FastifyInstance, resource: Resource, replies: ReturnType<typeof resourceReplies>) {
  const registry = schemaRegistry();
  const querystring = resource.scope === 'client' ? CLIENT_QUERY : NO_QUERY;
  const answering = (response: Record<string, unknown>, access = resource.writeAccess) => ({
    config: { access },
    schema: { querystring, response },
  });
  const has = (operation: Resource['operations'][number]) => resource.operations.includes(operation);
  if (has('list'))
    app.get(resource.path, answering(replies.list, resource.access), async (request) =>
      ok(await listItems(app.db, resource, clientOf(app, request, resource))),
    );
  if (has('create')) {
    const check = bodyCheck(resource, registry, 'create');
    app.post(resource.path, answering(replies.item), async (request) => {
      const body = check(request.body);
      const item = await createItem(app.db, resource, clientOf(app, request, resource), body);
      return ok(item, resource.messages.create);
    });
  }
  if (has('update')) {
    const check = bodyCheck(resource, registry, 'update');
    app.put(resource.path, answering(replies.item), async (request) => {
      const body = check(request.body);
      const item = await updateItem(app.db, resource, clientOf(app, request, resource), body);
      if (!item) throw new ApiError(404, message('resource.notFound'));
      return ok(item, resource.messages.update);
    });
  }
  if (has('remove')) {
    const check = bodyCheck(resource, registry, 'remove');
    app.post(`${resource.path}/remove`, answering(NO_DATA), async (request) => {
      const body = check(request.body);
      if (!(await removeItem(app.db, resource, clientOf(app, request, resource), body[resource.key])))
        throw new ApiError(404, message('resource.notFound'));
      return ok(null, resource.messages.remove);
    });
  }
}

export default async function resourceRoutes(app: FastifyInstance) {
  for (const { id, json } of resourceEntities()) {
    const resource = resourceOf(id, json);
    if (!resource) continue;
    const problems = columnProblems(resource, await tableColumns(app.db, resource.table));
    if (problems.length) throw new Error(`Entity "${id}": x-resource ${problems.join('; ')}`);
    registerResource(
      app,
      resource,
      resourceReplies(id, (json as { 'x-resource': { item: string } })['x-resource'].item),
    );
  }
}
