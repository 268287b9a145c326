// The Schema Lab's versions (issue 34): publish a declaration, its history, a rollback, and the impact of a proposal.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { caller } from '../plugins/access';
import { ok } from '../plugins/envelope';
import { LAB_ACCESS } from '../schema-lab/audience';
import { DECLARATION_KINDS, type DeclarationKind } from '../../src/engine/build/lab-wire';
import {
  historyOf,
  proposedImpact,
  publish,
  rollback,
  type PublishRequest,
  type RollbackRequest,
} from '../schema-lab/publish';
import { LAB_HISTORY, LAB_IMPACT, LAB_PUBLISHED } from '../responses/misc';

const KIND = { enum: DECLARATION_KINDS, errorMessage: message('schemaLab.versions.kindInvalid') };
const ID = { type: 'string', minLength: 1, maxLength: 200 };
const DECLARATION = { type: 'object', errorMessage: { type: message('schemaLab.versions.declarationNotObject') } };
const TEXT = { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' };
const COMMENT = { ...TEXT, errorMessage: message('schemaLab.versions.commentNeeded') };
const CONFIRM = {
  type: 'object',
  required: ['reason'],
  additionalProperties: false,
  properties: { reason: { ...TEXT, errorMessage: message('schemaLab.versions.reasonNeeded') } },
};

const PUBLISH_BODY = {
  type: 'object',
  required: ['kind', 'declaration', 'comment'],
  additionalProperties: false,
  properties: { kind: KIND, declaration: DECLARATION, comment: COMMENT, confirm: CONFIRM },
};
const IMPACT_BODY = {
  type: 'object',
  required: ['kind', 'declaration'],
  additionalProperties: false,
  properties: { kind: KIND, declaration: DECLARATION },
};
const ROLLBACK_BODY = {
  type: 'object',
  required: ['kind', 'id', 'version'],
  additionalProperties: false,
  properties: {
    kind: KIND,
    id: ID,
    version: { type: 'integer', minimum: 0, maximum: 2147483647 },
    comment: COMMENT,
    confirm: CONFIRM,
  },
};
const HISTORY_QUERY = {
  type: 'object',
  required: ['kind', 'id'],
  additionalProperties: false,
  properties: { kind: KIND, id: ID },
};

/** The lab's version routes: the Admin and the Product Analyst of the admin console alone. */
export default async function schemaLabVersionRoutes(app: FastifyInstance) {
  const config = { access: LAB_ACCESS };

  app.get(
    '/api/schema-lab/versions',
    { config, schema: { querystring: HISTORY_QUERY, response: LAB_HISTORY } },
    async (request) => {
      const { kind, id } = request.query as { kind: DeclarationKind; id: string };
      return ok(await historyOf(app, kind, id));
    },
  );

  app.post(
    '/api/schema-lab/impact',
    { config, bodyLimit: 256 * 1024, schema: { body: IMPACT_BODY, response: LAB_IMPACT } },
    async (request) => {
      const { kind, declaration } = request.body as { kind: DeclarationKind; declaration: Record<string, unknown> };
      return ok(await proposedImpact(app, kind, declaration));
    },
  );

  app.post(
    '/api/schema-lab/publish',
    { config, bodyLimit: 256 * 1024, schema: { body: PUBLISH_BODY, response: LAB_PUBLISHED } },
    async (request) => {
      const published = await publish(app, caller(request).userId, request.body as PublishRequest);
      return ok(published, message('schemaLab.publish.done', { version: published.version }));
    },
  );

  app.post(
    '/api/schema-lab/rollback',
    { config, schema: { body: ROLLBACK_BODY, response: LAB_PUBLISHED } },
    async (request) => {
      const body = request.body as RollbackRequest;
      const published = await rollback(app, caller(request).userId, body);
      return ok(published, message('schemaLab.rollback.done', { from: body.version, version: published.version }));
    },
  );
}
