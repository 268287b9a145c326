// Starts the Schema Lab's worker thread: a worker loads plain JavaScript, so tsx is registered before the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./check-worker.ts');
