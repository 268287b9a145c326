// The Schema Lab's API: every declaration as written, and the checks the browser cannot run under its no-eval CSP.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { DECLARATION_KINDS } from '../../src/engine/build/lab-wire';
import { ok } from '../plugins/envelope';
import { LAB_ACCESS as ACCESS } from '../schema-lab/audience';
import type { CheckBody } from '../schema-lab/check';
import { documentParts } from '../schema-lab/entity-parts';
import { labChecker } from '../schema-lab/lab-checker';
import { assertWithinLimits } from '../schema-lab/limits';
import { assertSafePatterns } from '../schema-lab/patterns';
import { LAB_CHECK, LAB_DECLARATIONS } from '../responses/misc';

const NAMES = { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 200 } };
const CHECK_BODY = {
  type: 'object',
  required: ['kind', 'declaration', 'registries'],
  additionalProperties: false,
  properties: {
    kind: { enum: DECLARATION_KINDS, errorMessage: message('schemaLab.versions.kindInvalid') },
    declaration: { type: 'object', errorMessage: { type: 'The declaration must be a JSON object' } },
    sample: { type: 'object', errorMessage: { type: 'The sample data must be a JSON object' } },
    file: { type: 'string', maxLength: 300 },
    registries: {
      type: 'object',
      required: ['widgets', 'rules', 'actions', 'transforms'],
      additionalProperties: false,
      properties: { widgets: NAMES, rules: NAMES, actions: NAMES, transforms: NAMES },
    },
  },
};

/**
 * Registers the lab's routes; checks run in a worker thread with a time limit (SCHEMA_LAB_TIMEOUT_MS), and a check
 * waits for the worker no longer than its request may (REQUEST_TIMEOUT_MS) with its run still to come.
 */
export default async function schemaLabRoutes(app: FastifyInstance) {
  const checker = labChecker(app);

  const labDeclarationsRoute = { config: { access: ACCESS }, schema: { response: LAB_DECLARATIONS } };
  app.get('/api/schema-lab/declarations', labDeclarationsRoute, async () => {
    const { shared, forms, tables, wizards, flows, pages, dashboards, messages, menus, tours } =
      app.declarations.view();
    const catalogue = { file: messages?.file ?? 'schemas/messages.en-GB.json', json: messages?.json ?? {} };
    const entities = shared.filter(({ json }) => documentParts(json as Record<string, unknown>).length);
    return ok({ shared, forms, tables, wizards, flows, pages, dashboards, catalogue, menus, tours, entities });
  });

  app.post(
    '/api/schema-lab/check',
    { config: { access: ACCESS }, bodyLimit: 256 * 1024, schema: { body: CHECK_BODY, response: LAB_CHECK } },
    async (request) => {
      const body = request.body as CheckBody;
      assertWithinLimits(body.declaration, 'The declaration');
      if (body.sample) assertWithinLimits(body.sample, 'The sample data');
      assertSafePatterns(body.declaration);
      return ok(await checker.check({ ...body, published: app.declarations.published() }));
    },
  );
}
