// Every JSON body, query and path value is bounded and clean before any schema, rule or query sees it: no route can forget to check.
import type { FastifyInstance } from 'fastify';
import { ApiError } from './envelope';

/** How deep a body may nest and how many values it may hold (our deepest form is about six levels). */
export const BODY_BOUNDS = { depth: 32, values: 20_000 };

/** The words a refused body gets. */
export const BODY_MESSAGES = {
  depth: `The request body is nested more than ${BODY_BOUNDS.depth} levels deep.`,
  values: `The request body holds more than ${BODY_BOUNDS.values} values.`,
  text: 'The request body contains a NUL character or a broken Unicode character, which no field accepts.',
  address: 'The address contains a NUL character or a broken Unicode character, which no field accepts.',
};

/** A lone UTF-16 surrogate: with the u flag a paired one is read as one code point and never matches. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** NUL or a lone surrogate, neither of which can be stored as text (the rule of the entity schemas' text patterns). */
export const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Walks the parsed body without recursion; names what breaks a bound, or returns undefined. */
export function bodyProblem(body: unknown): string | undefined {
  const stack: [unknown, number][] = [[body, 1]];
  let values = 0;
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (++values > BODY_BOUNDS.values) return BODY_MESSAGES.values;
    if (typeof node === 'string') {
      if (unstorable(node)) return BODY_MESSAGES.text;
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    if (depth > BODY_BOUNDS.depth) return BODY_MESSAGES.depth;
    for (const [key, value] of Object.entries(node)) {
      if (unstorable(key)) return BODY_MESSAGES.text;
      stack.push([value, depth + 1]);
    }
  }
  return undefined;
}

/**
 * Replaces the JSON parser with Fastify's own (prototype poisoning refused) followed by the bounds above, and refuses
 * the same characters in query strings and path values, which reach queries just as bodies do.
 */
export function registerJsonBody(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.query, request.params]) {
      if (part && typeof part === 'object' && bodyProblem(part) === BODY_MESSAGES.text)
        throw new ApiError(400, BODY_MESSAGES.address);
    }
  });
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    parse(request, String(text), (error, body) => {
      if (error) return done(error, undefined);
      const problem = bodyProblem(body);
      return problem ? done(new ApiError(400, problem), undefined) : done(null, body);
    });
  });
}
