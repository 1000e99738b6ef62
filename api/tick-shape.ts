import { createHook } from 'node:async_hooks';

/**
 * Keeps one `process.nextTick` task object alive for the life of the process, so that every later
 * `nextTick` stays on V8's fast path.
 *
 * Why: Node 22 builds each task as an object literal with computed symbol keys. V8 reaches the shape of
 * those objects through transitions it holds weakly, so a full garbage collection at a moment when no task
 * is queued drops the shape, and the next task builds a new one. After a handful of such collections the
 * literal's property definitions see five shapes, turn megamorphic for good, and every `nextTick` in the
 * process (several per HTTP request: socket writes, request streams ending and being destroyed) defines its
 * properties through the runtime. A server that has run full collections under load pays ~3 µs of CPU per
 * request for it (measured on bench:api's bare server: 11.6 → 14.7 µs/request after a few forced full
 * collections; 11.5-12.0 with a task held). One task held keeps its shape, and so the definitions stay
 * monomorphic whatever is collected later.
 *
 * Call it first thing at start-up, before the collections of loading and seeding. A task is taken from
 * one `nextTick` through an init hook that is switched off as soon as it has seen it.
 */
export function keepTickShape(): void {
  if (held !== undefined) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type !== 'TickObject') return;
      held = resource;
      hook.disable();
    },
  });
  hook.enable();
  process.nextTick(noop);
  hook.disable();
}

let held: object | undefined;
const noop = () => undefined;

/** The task kept alive, for tests. */
export const heldTick = () => held;
