// Who is looking, from the session, on its own: the engine's rule context (src/app/engine.tsx) and a dashboard's first
// data, asked for before React has arrived (src/app/route-kinds/dashboard-first-data.ts), read it alike.
import type { RuleContext } from '../engine/core/rule-context';
import { currentConsole } from '../session/console';
import { readSession } from '../session/session';

/** Who is looking, from the session: what the engine's rules and audiences judge by. */
export const sessionContext = (clientStatus = readSession('clientStatus')): RuleContext => ({
  console: currentConsole(),
  role: readSession('roleName') ?? undefined,
  clientStatus,
  clientType: readSession('clientType'),
});
