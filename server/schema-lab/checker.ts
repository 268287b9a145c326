// Runs Schema Lab checks in one long-lived worker thread with a time limit, replacing the worker when one overruns.
import { Worker } from 'node:worker_threads';
import { ApiError } from '../plugins/envelope';
import type { CheckBody, CheckResult } from './check';

/**
 * Milliseconds one check may take before its worker is stopped (SCHEMA_LAB_TIMEOUT_MS overrides it): a check of a
 * shipped form takes 0.2 to 1.5 s on a busy 2-core machine; the audit's pattern took 10.7 s.
 */
export const CHECK_TIMEOUT_MS = 5000;
/** Checks that may wait behind the running one; one more is answered 503 (4 x 5 s stays inside the request timeout). */
export const MAX_WAITING = 4;
/** Heap a worker may use; a check that needs more is stopped like one that takes too long. */
const HEAP_MB = 256;

/** What a message from the worker carries. */
type Reply = { ready: true } | { result: CheckResult } | { error: string };

/** The lab's checks, one at a time, off the main thread. */
export interface Checker {
  /** Runs one check; rejects with ApiError 422 when it overruns, 503 when too many are waiting. */
  check(body: CheckBody): Promise<CheckResult>;
  /** Stops the worker; later checks are refused. */
  close(): Promise<void>;
}

/** Starts a worker and resolves once it has loaded the check. */
function startWorker(): Promise<Worker> {
  const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
  });
  worker.unref();
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve(worker));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the Schema Lab worker exited (${code}) while starting`)));
  });
}

/** Sends one check to a ready worker; `stop` is called when the worker must not be used again. */
function runOn(worker: Worker, body: CheckBody, timeoutMs: number, stop: () => void): Promise<CheckResult> {
  return new Promise((resolve, reject) => {
    const finish = (error?: Error, result?: CheckResult) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (error) reject(error);
      else resolve(result!);
    };
    const onMessage = (reply: Reply) =>
      'result' in reply
        ? finish(undefined, reply.result)
        : finish(new Error('error' in reply ? reply.error : 'no answer'));
    const onError = (error: Error & { code?: string }) => {
      stop();
      const tooBig = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(tooBig ? new ApiError(422, 'The check needed too much memory and was stopped') : error);
    };
    const onExit = () => {
      stop();
      finish(new Error('the Schema Lab worker stopped during a check'));
    };
    const timer = setTimeout(() => {
      stop();
      finish(new ApiError(422, 'The check took too long and was stopped'));
    }, timeoutMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(body);
  });
}

/** A checker whose worker starts on the first check and is replaced after one that overruns or fails. */
export function createChecker(timeoutMs = CHECK_TIMEOUT_MS): Checker {
  let worker: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let closed = false;

  const stop = () => {
    const current = worker;
    worker = undefined;
    return current?.then((running) => running.terminate()).catch(() => undefined);
  };
  const start = () => {
    const starting = startWorker();
    const forget = () => {
      if (worker === starting) worker = undefined;
    };
    starting.then((running) => running.once('exit', forget), forget);
    return (worker = starting);
  };
  const run = async (body: CheckBody) => {
    if (closed) throw new ApiError(503, 'Schema Lab is closed');
    return runOn(await (worker ?? start()), body, timeoutMs, () => void stop());
  };

  return {
    check(body) {
      if (waiting >= MAX_WAITING) return Promise.reject(new ApiError(503, 'Schema Lab is busy, try again'));
      waiting += 1;
      const next = queue.then(() => {
        waiting -= 1;
        return run(body);
      });
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      closed = true;
      await stop();
    },
  };
}
