import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { DeliveryChannel, SendResult } from './channel.ts';
import { outboxWrites, type EventBody, type MailMessage, type OutboxEvent } from './outbox.ts';

/** Timing of the delivery worker (DELIVERY_* settings). */
export interface DeliveryTiming {
  /** How often an idle worker looks for due rows. */
  pollMs: number;
  /** The most one send may take, answer included. */
  timeoutMs: number;
  /** First retry after at most this long; it doubles per attempt (jittered) up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a delivery is retried, from its event, before it is marked dead. */
  retryWindowMs: number;
  /** Sends (or batches) in flight at once in this process. */
  concurrency: number;
}

export const DEFAULT_TIMING: DeliveryTiming = {
  pollMs: 500,
  timeoutMs: 10_000,
  retryBaseMs: 5_000,
  retryMaxMs: 600_000,
  retryWindowMs: 24 * 3_600_000,
  concurrency: 16,
};

/** The wait before the next attempt after `attempts` failed ones: doubling from the base, capped, jittered. */
export function backoffMs(attempts: number, timing: Pick<DeliveryTiming, 'retryBaseMs' | 'retryMaxMs'>): number {
  const ceiling = Math.min(timing.retryMaxMs, timing.retryBaseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  // "Equal jitter": between half and all of the ceiling, so instances retrying together spread out.
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

/** A claimed delivery: the row's id, the attempt number this claim holds, and its event. */
interface Claimed {
  id: string;
  attempts: number;
  /** When the delivery started (or was last retried by an operator): its retry window counts from here. */
  since: Date;
  channel: string;
  event: OutboxEvent;
}

/** How long after a write in this process the worker looks for it (time for the transaction to commit). */
const NUDGE_DELAY_MS = 25;

const secs = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

export interface DeliveryWorker {
  /** Starts polling (no-op when already started). */
  start(): void;
  /** Stops claiming new work and waits for the sends in flight. */
  stop(): Promise<void>;
  /** One pass: fans out new events, claims what is due and waits for those sends; resolves to rows sent. */
  runOnce(): Promise<number>;
}

/**
 * The outbox worker of one API instance. Each delivery is claimed with FOR UPDATE SKIP LOCKED and a lease
 * (its next_attempt_at moved past the send's time limit, its attempt counter raised) in a short transaction,
 * then sent outside any transaction. Several instances on one PostgreSQL therefore never hold the same row;
 * a process killed mid-send leaves the row to be claimed again once its lease ends (at least once, same id).
 * A result is recorded only by the claim that made it (same attempt number).
 */
export function createDeliveryWorker(options: {
  db: Db;
  channels: DeliveryChannel[];
  logger: Logger;
  timing?: Partial<DeliveryTiming>;
}): DeliveryWorker {
  const { db, channels, logger } = options;
  const timing: DeliveryTiming = { ...DEFAULT_TIMING, ...options.timing };
  // A claim outlives the longest send by a wide margin, so a slow but live send is never sent twice.
  const leaseMs = timing.timeoutMs * 2 + 5_000;
  const byName = new Map(channels.map((c) => [c.name, c]));
  const inFlight = new Set<Promise<void>>();
  // Batch channels (HubSpot) send one batch at a time, so an older update never overtakes a newer one.
  const batchBusy = new Set<string>();
  // A channel that answered Retry-After gets nothing more until then, not just the rows it refused.
  const pausedUntil = new Map<string, number>();
  let slots = 0;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let ticking: Promise<number> | undefined;
  let again = false;

  /** Makes one delivery row per accepting channel for events not yet fanned out. */
  async function fanOut(): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const events = await trx
        .selectFrom('outbox_events')
        .select(['id', 'type'])
        .where('fanned_out', '=', false)
        .orderBy('created_at')
        .limit(500)
        .forUpdate()
        .skipLocked()
        .execute();
      if (events.length === 0) return;
      const rows = events.flatMap((e) =>
        channels.filter((c) => c.accepts(e.type)).map((c) => ({ event_id: e.id, channel: c.name })),
      );
      if (rows.length > 0) {
        await trx
          .insertInto('outbox_deliveries')
          .values(rows)
          .onConflict((oc) => oc.columns(['event_id', 'channel']).doNothing())
          .execute();
      }
      await trx
        .updateTable('outbox_events')
        .set({ fanned_out: true })
        .where(
          'id',
          'in',
          events.map((e) => e.id),
        )
        .execute();
    });
  }

  /** Claims up to `limit` due deliveries of the given channels (a lease, see above). */
  async function claim(names: string[], limit: number): Promise<Claimed[]> {
    if (names.length === 0 || limit <= 0) return [];
    return db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('outbox_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .where('channel', 'in', names)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      const claimed = await trx
        .updateTable('outbox_deliveries')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: secs(leaseMs), updated_at: sql`now()` }))
        .where(
          'id',
          'in',
          due.map((d) => d.id),
        )
        .returning(['id', 'event_id', 'channel', 'attempts', 'created_at'])
        .execute();
      const events = await trx
        .selectFrom('outbox_events')
        .select(['id', 'type', 'payload', 'created_at'])
        .where(
          'id',
          'in',
          claimed.map((c) => c.event_id),
        )
        .execute();
      const eventById = new Map(events.map((e) => [e.id, e]));
      return claimed.flatMap((row) => {
        const event = eventById.get(row.event_id);
        if (!event) return [];
        const payload = (typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload) as
          EventBody | MailMessage;
        return [
          {
            id: String(row.id),
            attempts: row.attempts,
            since: new Date(row.created_at),
            channel: row.channel,
            event: { id: event.id, type: event.type, payload, createdAt: new Date(event.created_at) },
          },
        ];
      });
    });
  }

  /** Stores one send's result, unless a later claim of the same row has taken over. */
  async function record(delivery: Claimed, result: SendResult): Promise<void> {
    const mine = (q: ReturnType<typeof base>) =>
      q.where('id', '=', delivery.id).where('attempts', '=', delivery.attempts).where('status', '=', 'pending');
    const base = () => db.updateTable('outbox_deliveries');
    if (result.ok) {
      await mine(base())
        .set({
          status: 'delivered',
          delivered_at: sql<Date>`now()`,
          last_status: result.status ?? null,
          last_error: null,
          updated_at: sql<Date>`now()`,
        })
        .execute();
      return;
    }
    const wait =
      result.retryAfterMs !== undefined
        ? Math.min(Math.max(result.retryAfterMs, 1_000), 3_600_000)
        : backoffMs(delivery.attempts, timing);
    const windowEnds = sql<Date>`${delivery.since.toISOString()}::timestamptz + make_interval(secs => ${timing.retryWindowMs / 1000})`;
    const updated = await mine(base())
      .set({
        status: result.permanent
          ? 'dead'
          : sql<'dead' | 'pending'>`case when ${secs(wait)} > ${windowEnds} then 'dead' else 'pending' end`,
        next_attempt_at: secs(wait),
        last_status: result.status ?? null,
        last_error: result.error.slice(0, 500),
        updated_at: sql<Date>`now()`,
      })
      .returning('status')
      .executeTakeFirst();
    logger.warn(
      {
        event: delivery.event.id,
        type: delivery.event.type,
        channel: delivery.channel,
        attempt: delivery.attempts,
        status: updated?.status,
        error: result.error,
      },
      updated?.status === 'dead' ? 'delivery failed for good' : 'delivery failed; will retry',
    );
  }

  /** Sends a group of claimed deliveries of one channel and records each result. */
  async function sendGroup(channel: DeliveryChannel, group: Claimed[]): Promise<void> {
    let results: SendResult[];
    if (channel.batchSize > 1) batchBusy.add(channel.name);
    try {
      results = await channel.send(
        group.map((d) => d.event),
        AbortSignal.timeout(timing.timeoutMs),
      );
    } catch (err) {
      results = group.map(() => ({ ok: false, error: err instanceof Error ? err.message : String(err) }));
    } finally {
      batchBusy.delete(channel.name);
    }
    const pause = Math.max(0, ...results.map((r) => (!r.ok && r.retryAfterMs) || 0));
    if (pause > 0) pausedUntil.set(channel.name, Date.now() + pause);
    for (const [i, delivery] of group.entries()) {
      const result = results[i] ?? { ok: false, error: 'no result from the channel' };
      await record(delivery, result).catch((err: unknown) =>
        // The lease runs out and the row is claimed again: at least once, never lost.
        logger.error({ err, delivery: delivery.id }, 'could not record a delivery result'),
      );
    }
  }

  /** Marks dead the pending rows of channels this instance no longer has, once their window is over. */
  async function retireUnknownChannels(): Promise<void> {
    await db
      .updateTable('outbox_deliveries')
      .set({ status: 'dead', last_error: 'channel no longer configured', updated_at: sql<Date>`now()` })
      .where('status', '=', 'pending')
      .where('channel', 'not in', [...byName.keys(), ''])
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${timing.retryWindowMs / 1000})`)
      .execute();
  }

  let lastRetire = 0;
  /** Fans out, then claims as much due work as free slots allow and starts sending it. */
  async function tick(): Promise<Promise<void>[]> {
    await fanOut();
    if (Date.now() - lastRetire > 60_000) {
      lastRetire = Date.now();
      await retireUnknownChannels();
    }
    const started: Promise<void>[] = [];
    const launch = (channel: DeliveryChannel, group: Claimed[]) => {
      slots++;
      const task = sendGroup(channel, group).finally(() => {
        slots--;
        inFlight.delete(task);
        // A slot is free again: look for more work at once instead of waiting for the next poll.
        if (running) schedule(0);
      });
      inFlight.add(task);
      started.push(task);
    };
    // Batch channels (HubSpot) take one slot per batch; the others one per event.
    const open = (c: DeliveryChannel) => (pausedUntil.get(c.name) ?? 0) <= Date.now();
    for (const channel of channels.filter((c) => c.batchSize > 1 && open(c) && !batchBusy.has(c.name))) {
      if (slots >= timing.concurrency) break;
      const group = await claim([channel.name], channel.batchSize);
      if (group.length > 0) launch(channel, group);
    }
    const singles = channels.filter((c) => c.batchSize <= 1 && open(c)).map((c) => c.name);
    for (const delivery of await claim(singles, timing.concurrency - slots)) {
      launch(byName.get(delivery.channel)!, [delivery]);
    }
    return started;
  }

  /** A write in this process: look in a moment rather than at the next poll. */
  const nudge = () => {
    if (!running || nudged) return;
    if (ticking) {
      // The pass under way may have missed it: another follows at once.
      again = true;
      return;
    }
    nudged = true;
    schedule(NUDGE_DELAY_MS);
  };
  let nudged = false;

  function schedule(delayMs: number): void {
    if (!running) return;
    if (ticking) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      nudged = false;
      ticking = tick()
        .then((started) => started.length)
        .catch((err: unknown) => {
          logger.warn({ err: (err as Error).message }, 'delivery worker pass failed; will retry');
          return 0;
        })
        .finally(() => {
          ticking = undefined;
          const more = again;
          again = false;
          schedule(more ? 0 : timing.pollMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      outboxWrites.addEventListener('write', nudge);
      schedule(0);
    },
    async stop() {
      running = false;
      outboxWrites.removeEventListener('write', nudge);
      clearTimeout(timer);
      await ticking;
      await Promise.allSettled([...inFlight]);
    },
    async runOnce() {
      const started = await tick();
      await Promise.allSettled(started);
      return started.length;
    },
  };
}
