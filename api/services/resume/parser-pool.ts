import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ReadAnswer, ReadInput } from './read.ts';

/** Why the pool itself could not read a resume. */
export type PoolFailure = 'busy' | 'timeout' | 'crashed' | 'too_complex';

/** A worker's answer, or the pool's own failure. */
export type PoolAnswer = ReadAnswer | { ok: false; error: PoolFailure };

interface Task {
  id: number;
  input: ReadInput;
  /** The time by which the task has an answer, waiting included. */
  deadline: number;
  queueTimer?: NodeJS.Timeout;
  resolve(answer: PoolAnswer): void;
}

interface Slot {
  worker: Worker;
  /** Set once the worker has loaded its parsers; only such a worker is replaced at once when it dies. */
  ready: boolean;
  task?: Task;
  timer?: NodeJS.Timeout;
  /** Retires the worker once it has had nothing to read for `idleMs`. */
  idleTimer?: NodeJS.Timeout;
}

export interface ParserPoolOptions {
  /** Worker threads at most (default: the cores, at most 2). */
  size?: number;
  /** A read running longer than this is stopped (its worker is terminated). */
  timeoutMs?: number;
  /** Every request has its answer within this time, waiting in the queue included (503 when it waited too long). */
  requestBudgetMs?: number;
  /** Reads waiting beyond this are refused at once (503), so a flood cannot queue forever. */
  maxQueue?: number;
  /** Heap limit of each worker; buffers are outside it, hence the two limits below. */
  maxHeapMb?: number;
  /** A worker that holds more than this (heap and buffers) after a read is replaced by a fresh one. */
  workerMemoryMb?: number;
  /** Process memory (RSS) growth during reads past which the running reads are stopped. */
  rssCeilingMb?: number;
  /** How often memory is sampled while reads run. */
  watchIntervalMs?: number;
  /** A ready worker with nothing to read for this long is stopped, giving its memory back (0: never). */
  idleMs?: number;
}

// From sources (tsx, tests) the thread loads parse-worker.ts by Node's type stripping; the built API
// (dist/api, see scripts/build-api.ts) has parse-worker.js beside this module's chunk.
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './parse-worker.ts' : './parse-worker.js',
  import.meta.url,
);
const MB = 1024 * 1024;
/** A read is not started with less time than this left before its deadline. */
const MIN_READ_MS = 200;

/**
 * A small pool of parser threads. Each read has a time limit and a deadline that includes its wait; the queue
 * is bounded; a worker is replaced when it overruns, crashes, or holds too much memory, since the heap limit
 * alone does not cover the buffers a decompression bomb fills.
 */
export function createParserPool(options: ParserPoolOptions = {}) {
  const size = options.size ?? Math.max(1, Math.min(2, os.availableParallelism?.() ?? 1));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const requestBudgetMs = options.requestBudgetMs ?? 12_000;
  const maxQueue = options.maxQueue ?? 6;
  const maxHeapMb = options.maxHeapMb ?? 256;
  const workerMemory = (options.workerMemoryMb ?? 192) * MB;
  const rssCeiling = (options.rssCeilingMb ?? 320) * MB;
  const watchIntervalMs = options.watchIntervalMs ?? 50;
  const idleMs = options.idleMs ?? 30_000;
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;
  let replaced = 0;
  let watch: NodeJS.Timeout | undefined;
  let baselineRss = 0;

  function spawn(): Slot {
    const worker = new Worker(WORKER_URL, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
    worker.unref();
    const slot: Slot = { worker, ready: false };
    worker.on('message', (message: { ready: true } | { id: number; answer: ReadAnswer; memory: number }) => {
      if ('ready' in message) {
        slot.ready = true;
        pump();
        restIdle(slot);
        return;
      }
      if (!slot.task || slot.task.id !== message.id) return;
      if (message.memory > workerMemory) replace(slot, message.answer);
      else finish(slot, message.answer);
    });
    worker.on('error', (err: Error & { code?: string }) =>
      replace(slot, { ok: false, error: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_complex' : 'crashed' }),
    );
    worker.on('exit', () => replace(slot, { ok: false, error: 'crashed' }));
    slots.push(slot);
    return slot;
  }

  function running(): Slot[] {
    return slots.filter((slot) => slot.task);
  }

  /** Samples process memory while reads run; a bomb that fills buffers outside the heap is stopped here. */
  function watchMemory() {
    if (watch || running().length === 0) return;
    baselineRss = process.memoryUsage.rss();
    watch = setInterval(() => {
      const busy = running();
      if (busy.length === 0) {
        clearInterval(watch);
        watch = undefined;
        return;
      }
      const rss = process.memoryUsage.rss();
      if (rss - baselineRss <= rssCeiling) return;
      for (const slot of busy) replace(slot, { ok: false, error: 'too_complex' });
      // Memory of the stopped threads is given back over the next moments; later reads start from here.
      baselineRss = rss;
    }, watchIntervalMs);
    watch.unref();
  }

  function finish(slot: Slot, answer: PoolAnswer) {
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = undefined;
    task?.resolve(answer);
    pump();
    restIdle(slot);
  }

  /** Starts the idle countdown of a worker left without a read; a parser thread holds tens of MB at rest. */
  function restIdle(slot: Slot) {
    clearTimeout(slot.idleTimer);
    if (idleMs <= 0 || slot.task || closed) return;
    slot.idleTimer = setTimeout(() => {
      const index = slots.indexOf(slot);
      if (index === -1 || slot.task) return;
      // Out of the list first, so its exit is not taken for a crash (replace() ignores it).
      slots.splice(index, 1);
      void slot.worker.terminate();
    }, idleMs);
    slot.idleTimer.unref();
  }

  /** Drops a worker that failed, overran or grew too large, answers its task, and starts a fresh one. */
  function replace(slot: Slot, answer: PoolAnswer) {
    const index = slots.indexOf(slot);
    if (index === -1) return;
    slots.splice(index, 1);
    replaced++;
    clearTimeout(slot.timer);
    clearTimeout(slot.idleTimer);
    const task = slot.task;
    slot.task = undefined;
    void slot.worker.terminate();
    // A worker that never got ready (a broken install) is not restarted in a loop; the next read tries again.
    if (slot.ready && !closed) spawn();
    task?.resolve(answer);
    pump();
  }

  /** Hands waiting reads to idle workers that have loaded their parsers (a worker's start-up is not read time). */
  function pump() {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => s.ready && !s.task);
      if (!slot) {
        if (slots.length < size) spawn();
        return;
      }
      const task = queue.shift()!;
      clearTimeout(task.queueTimer);
      const left = task.deadline - Date.now();
      if (left < MIN_READ_MS) {
        task.resolve({ ok: false, error: 'busy' });
        continue;
      }
      slot.task = task;
      clearTimeout(slot.idleTimer);
      const limit = Math.min(timeoutMs, left);
      slot.timer = setTimeout(() => replace(slot, { ok: false, error: 'timeout' }), limit);
      const transfer = task.input.kind === 'file' ? [task.input.bytes.buffer as ArrayBuffer] : [];
      slot.worker.postMessage({ id: task.id, input: task.input }, transfer);
      watchMemory();
    }
  }

  return {
    /** Reads one resume off the event loop; never rejects, the answer says what went wrong. */
    read(input: ReadInput): Promise<PoolAnswer> {
      if (closed || queue.length >= maxQueue) return Promise.resolve({ ok: false, error: 'busy' });
      // A private copy of the bytes, transferred to the worker without another copy.
      const own: ReadInput = input.kind === 'file' ? { kind: 'file', bytes: new Uint8Array(input.bytes) } : input;
      return new Promise((resolve) => {
        const task: Task = { id: nextId++, input: own, deadline: Date.now() + requestBudgetMs, resolve };
        // A read still waiting when its time is up is answered 'busy' rather than left hanging.
        task.queueTimer = setTimeout(() => {
          const index = queue.indexOf(task);
          if (index === -1) return;
          queue.splice(index, 1);
          resolve({ ok: false, error: 'busy' });
        }, requestBudgetMs);
        queue.push(task);
        pump();
      });
    },
    /** Workers started and ready, reads waiting and in progress, and workers replaced so far. */
    stats(): { workers: number; ready: number; queued: number; running: number; replaced: number } {
      const ready = slots.filter((slot) => slot.ready).length;
      return { workers: slots.length, ready, queued: queue.length, running: running().length, replaced };
    },
    /** Starts every worker now, so the first uploads do not wait for parsers to load. */
    warm(): void {
      while (!closed && slots.length < size) spawn();
    },
    async close(): Promise<void> {
      closed = true;
      clearInterval(watch);
      for (const task of queue.splice(0)) {
        clearTimeout(task.queueTimer);
        task.resolve({ ok: false, error: 'busy' });
      }
      await Promise.all(
        slots.splice(0).map((slot) => {
          clearTimeout(slot.idleTimer);
          return slot.worker.terminate();
        }),
      );
    },
  };
}

export type ParserPool = ReturnType<typeof createParserPool>;
