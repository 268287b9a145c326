// Runs Schema Lab checks in one long-lived worker thread with a time limit, replacing the worker when one overruns.
import { message } from '../../src/engine/core/message';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../plugins/envelope';
import type { CheckJob, CheckResult } from './check';
import type { ImpactCounts, ImpactJob } from './record-impact';

/**
 * Milliseconds one check may take before its worker is stopped by default (the server passes SCHEMA_LAB_TIMEOUT_MS,
 * also 5000): a check of a shipped form takes 0.2 to 1.5 s on a busy 2-core machine; the audit's pattern took 10.7 s.
 */
export const CHECK_TIMEOUT_MS = 5000;
/** Checks that may wait behind the running one; one more is answered 503, as is one that waits past its request. */
export const MAX_WAITING = 4;
/** Heap a worker may use; a check that needs more is stopped like one that takes too long. */
const HEAP_MB = 256;

/** The answer to a check that waited longer than its request may: it leaves the queue unrun. */
const WAITED_TOO_LONG = () => new ApiError(503, message('schemaLab.busyWaited'));

/** What the worker is asked: a check, or an impact's validation of stored records. */
type WorkerJob = CheckJob | { impact: ImpactJob };

/** What a message from the worker carries. */
type Reply = { ready: true } | { result: unknown } | { error: string };

/** The lab's checks, one at a time, off the main thread. */
export interface Checker {
  /** Runs one check; rejects with ApiError 422 when it overruns, 503 when too many wait or it waited too long. */
  check(job: CheckJob): Promise<CheckResult>;
  /** Validates stored records against a form's two versions (an impact), with the same limits as a check. */
  impact(job: ImpactJob): Promise<ImpactCounts>;
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
function runOn(worker: Worker, body: WorkerJob, timeoutMs: number, stop: () => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const finish = (error?: Error, result?: unknown) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (error) reject(error);
      else resolve(result);
    };
    const onMessage = (reply: Reply) =>
      'result' in reply
        ? finish(undefined, reply.result)
        : finish(new Error('error' in reply ? reply.error : 'no answer'));
    const onError = (error: Error & { code?: string }) => {
      stop();
      const tooBig = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(tooBig ? new ApiError(422, message('schemaLab.tooMuchMemory')) : error);
    };
    const onExit = () => {
      stop();
      finish(new Error('the Schema Lab worker stopped during a check'));
    };
    const timer = setTimeout(() => {
      stop();
      finish(new ApiError(422, message('schemaLab.tooLong')));
    }, timeoutMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(body);
  });
}

/** Milliseconds kept between a check's last possible answer and its request's time limit, for the answer to leave. */
export const ANSWER_MARGIN_MS = 1000;

/**
 * How long a check may wait and run within a request that may take `requestTimeoutMs`: it runs at most
 * `checkTimeoutMs` (less when the request allows less) and waits no longer than what then remains.
 */
export function limitsWithin(requestTimeoutMs: number, checkTimeoutMs: number) {
  const available = Math.max(0, requestTimeoutMs - ANSWER_MARGIN_MS);
  const timeoutMs = Math.min(checkTimeoutMs, available);
  return { timeoutMs, maxWaitMs: available - timeoutMs };
}

/** A check waiting for the worker, answered when it has run or when it has waited too long. */
interface Waiting {
  body: WorkerJob;
  /** When its request gives up on it: its wait and its run end by then. */
  deadline: number;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

/**
 * A checker whose worker starts on the first check and is replaced after one that overruns or fails. A check that
 * waits longer than `maxWaitMs` (unbounded unless given) is answered 503 and leaves the queue, so none runs after its
 * request has given up.
 */
export function createChecker(timeoutMs = CHECK_TIMEOUT_MS, maxWaitMs = Infinity): Checker {
  let worker: Promise<Worker> | undefined;
  const queue: Waiting[] = [];
  let running = false;
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
  /** Runs a check on the worker, within what is left before its deadline (a fresh worker's start takes some). */
  const run = async ({ body, deadline }: Waiting) => {
    if (closed) throw new ApiError(503, message('schemaLab.closed'));
    const ready = await (worker ?? start());
    const left = Math.min(timeoutMs, deadline - Date.now());
    if (left <= 0) throw WAITED_TOO_LONG();
    return runOn(ready, body, left, () => void stop());
  };
  /** Runs the first waiting check when none is running, then the next. */
  const pump = () => {
    const next = running ? undefined : queue.shift();
    if (!next) return;
    clearTimeout(next.timer);
    running = true;
    run(next)
      .then(next.resolve, next.reject)
      .finally(() => {
        running = false;
        pump();
      });
  };
  const leave = (entry: Waiting, error: ApiError) => {
    const at = queue.indexOf(entry);
    if (at >= 0) queue.splice(at, 1);
    entry.reject(error);
  };

  const enqueue = (body: WorkerJob): Promise<unknown> => {
    if (queue.length >= MAX_WAITING) return Promise.reject(new ApiError(503, message('schemaLab.busy')));
    return new Promise<unknown>((resolve, reject) => {
      const entry: Waiting = {
        body,
        deadline: Date.now() + maxWaitMs + timeoutMs,
        resolve,
        reject,
        timer: Number.isFinite(maxWaitMs) ? setTimeout(() => leave(entry, WAITED_TOO_LONG()), maxWaitMs) : undefined,
      };
      entry.timer?.unref();
      queue.push(entry);
      pump();
    });
  };

  return {
    check: (body) => enqueue(body) as Promise<CheckResult>,
    impact: (job) => enqueue({ impact: job }) as Promise<ImpactCounts>,
    async close() {
      closed = true;
      for (const entry of [...queue]) {
        clearTimeout(entry.timer);
        leave(entry, new ApiError(503, message('schemaLab.closed')));
      }
      await stop();
    },
  };
}
