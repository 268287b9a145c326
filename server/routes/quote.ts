// The public FX savings calculator's quote (spec 3 sections 2.9 and 7): no session, so bounded per address.
import type { FastifyInstance } from 'fastify';
import { countAttempt, LIMITS } from '../auth/rate-limit';
import { ok } from '../plugins/envelope';
import { formBody } from '../schemas';
import { QUOTE } from '../responses/misc';

export default async function quoteRoutes(app: FastifyInstance) {
  app.post(
    '/api/quote',
    { config: { public: true }, schema: { body: formBody('calculator.quote'), response: QUOTE } },
    async (request) => {
      const { amount, sourceCurrency } = request.body as { amount: number; sourceCurrency: string };
      await countAttempt(app.db, [[`quote:${request.ip}`, LIMITS.quote]]);
      return ok(await app.providers.fxRates.quote(amount, sourceCurrency));
    },
  );
}
