import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** What a worker sends back for one file. */
export type WorkerAnswer =
  | { ok: true; text?: string; html?: string; links?: string[]; pages?: number }
  | { ok: false; error: 'encrypted' | 'unreadable' | 'timeout' | 'crashed' | 'busy' };

interface Task {
  id: number;
  kind: 'pdf' | 'docx';
  data: Uint8Array;
  maxPages: number;
  resolve(answer: WorkerAnswer): void;
}

interface Slot {
  worker: Worker;
  task?: Task;
  timer?: NodeJS.Timeout;
}

export interface ParserPoolOptions {
  /** Worker threads at most (default: the cores, at most 2). */
  size?: number;
  /** A parse running longer than this is stopped (its worker is terminated). */
  timeoutMs?: number;
  /** Files waiting beyond this are refused so a flood cannot queue forever. */
  maxQueue?: number;
  /** Heap limit of each worker, so a decompression bomb kills the worker, not the API. */
  maxHeapMb?: number;
}

const WORKER_URL = new URL('./parse-worker.mjs', import.meta.url);

/** A small pool of parser threads with a time limit per parse, a bounded queue and a heap cap per worker. */
export function createParserPool(options: ParserPoolOptions = {}) {
  const size = options.size ?? Math.max(1, Math.min(2, os.availableParallelism?.() ?? 1));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxQueue = options.maxQueue ?? 32;
  const maxHeapMb = options.maxHeapMb ?? 256;
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
    worker.unref();
    const slot: Slot = { worker };
    worker.on('message', (message: WorkerAnswer & { id: number }) => {
      if (!slot.task || slot.task.id !== message.id) return;
      finish(slot, message);
    });
    worker.on('error', () => replace(slot, { ok: false, error: 'crashed' }));
    worker.on('exit', () => replace(slot, { ok: false, error: 'crashed' }));
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot, answer: WorkerAnswer) {
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = undefined;
    task?.resolve(answer);
    pump();
  }

  /** Drops a worker that failed or overran and answers its task; a fresh worker takes its place on demand. */
  function replace(slot: Slot, answer: WorkerAnswer) {
    const index = slots.indexOf(slot);
    if (index === -1) return;
    slots.splice(index, 1);
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = undefined;
    void slot.worker.terminate();
    task?.resolve(answer);
    pump();
  }

  function pump() {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => !s.task) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const task = queue.shift()!;
      slot.task = task;
      slot.timer = setTimeout(() => replace(slot, { ok: false, error: 'timeout' }), timeoutMs);
      slot.worker.postMessage({ id: task.id, kind: task.kind, data: task.data, maxPages: task.maxPages }, [
        task.data.buffer as ArrayBuffer,
      ]);
    }
  }

  return {
    /** Parses one file off the event loop; never rejects, the answer says what went wrong. */
    parse(kind: 'pdf' | 'docx', bytes: Buffer, maxPages: number): Promise<WorkerAnswer> {
      if (closed) return Promise.resolve({ ok: false, error: 'busy' });
      if (queue.length >= maxQueue) return Promise.resolve({ ok: false, error: 'busy' });
      // A private copy, transferred to the worker without another copy.
      const data = new Uint8Array(bytes);
      return new Promise((resolve) => {
        queue.push({ id: nextId++, kind, data, maxPages, resolve });
        pump();
      });
    },
    /** Workers running and files waiting. */
    stats(): { workers: number; queued: number } {
      return { workers: slots.length, queued: queue.length };
    },
    /** Starts every worker now, so the first uploads do not wait for parsers to load. */
    warm(): void {
      while (!closed && slots.length < size) spawn();
    },
    async close(): Promise<void> {
      closed = true;
      for (const task of queue.splice(0)) task.resolve({ ok: false, error: 'busy' });
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}

export type ParserPool = ReturnType<typeof createParserPool>;
