import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DeliveryStatus } from '../../db/schema.ts';

/** One delivery as operators see it: which event went (or goes) where, and how it went. */
export interface DeliveryDto {
  id: number;
  eventId: string;
  type: string;
  channel: string;
  status: DeliveryStatus;
  attempts: number;
  /** When a pending delivery is tried next. */
  nextAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** The most rows one listing returns. */
export const MAX_DELIVERY_LIST = 1000;

/** Operators' view of the outbox: list deliveries and send failed ones again. */
export function deliveriesService(db: Db) {
  return {
    /** Deliveries, newest first, optionally of one status. */
    async list(options: { status?: DeliveryStatus; limit?: number } = {}): Promise<DeliveryDto[]> {
      let query = db
        .selectFrom('outbox_deliveries as d')
        .innerJoin('outbox_events as e', 'e.id', 'd.event_id')
        .select([
          'd.id',
          'd.event_id',
          'e.type',
          'd.channel',
          'd.status',
          'd.attempts',
          'd.next_attempt_at',
          'd.last_status',
          'd.last_error',
          'd.created_at',
          'd.delivered_at',
        ])
        .orderBy('d.id', 'desc')
        .limit(Math.min(options.limit ?? 100, MAX_DELIVERY_LIST));
      if (options.status) query = query.where('d.status', '=', options.status);
      return (await query.execute()).map((row) => ({
        id: Number(row.id),
        eventId: row.event_id,
        type: row.type,
        channel: row.channel,
        status: row.status,
        attempts: row.attempts,
        nextAttemptAt: row.status === 'pending' ? new Date(row.next_attempt_at).toISOString() : null,
        lastStatus: row.last_status,
        lastError: row.last_error,
        createdAt: new Date(row.created_at).toISOString(),
        deliveredAt: row.delivered_at ? new Date(row.delivered_at).toISOString() : null,
      }));
    },

    /** Counts per status (and of events not yet handed to the worker), e.g. for a backlog gauge. */
    async counts(): Promise<Record<DeliveryStatus | 'unsent_events', number>> {
      const rows = await db
        .selectFrom('outbox_deliveries')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      const fresh = await db
        .selectFrom('outbox_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('fanned_out', '=', false)
        .executeTakeFirstOrThrow();
      const counts = { pending: 0, delivered: 0, dead: 0, unsent_events: Number(fresh.n) };
      for (const row of rows) counts[row.status] = Number(row.n);
      return counts;
    },

    /**
     * Sends a dead delivery again now, with a fresh retry window; the event keeps its id. Answers false for an
     * unknown id or one that is not dead (a pending one may be in flight and is retried by the worker anyway).
     */
    async retry(id: number): Promise<boolean> {
      const result = await db
        .updateTable('outbox_deliveries')
        .set(retried())
        .where('id', '=', String(id))
        .where('status', '=', 'dead')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Sends every dead delivery again (see retry); answers how many. */
    async retryDead(): Promise<number> {
      const result = await db
        .updateTable('outbox_deliveries')
        .set(retried())
        .where('status', '=', 'dead')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

/** A delivery made due now with a new retry window (created_at is where the window starts). */
const retried = () => ({
  status: 'pending' as const,
  next_attempt_at: sql<Date>`now()`,
  created_at: sql<Date>`now()`,
  updated_at: sql<Date>`now()`,
});
