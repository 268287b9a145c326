// The Schema Lab's worker thread: checks and impacts run here one at a time, so a slow declaration stops this thread,
// not the server.
import { parentPort } from 'node:worker_threads';
import { runCheck, type CheckJob } from './check';
import { recordImpact, type ImpactJob } from './record-impact';

if (!parentPort) throw new Error('check-worker.ts runs as a worker thread (see checker.ts)');
const port = parentPort;

// A first check is several times slower than the next ones (Ajv's code generation is not yet compiled): run one
// before saying ready, so the time limit measures the caller's declaration, not the warm-up.
const WARM_UP: CheckJob = {
  kind: 'form',
  declaration: { id: 'lab.warm-up', schema: { type: 'object', properties: { a: { type: 'string', pattern: '^a$' } } } },
  sample: { a: 'a' },
  registries: { widgets: [], rules: [], actions: [], transforms: [] },
};
runCheck(WARM_UP);

port.on('message', (body: CheckJob | { impact: ImpactJob }) => {
  try {
    port.postMessage({ result: 'impact' in body ? recordImpact(body.impact) : runCheck(body) });
  } catch (error) {
    port.postMessage({ error: (error as Error).message });
  }
});
port.postMessage({ ready: true });
