import { ApiError } from '../api/client';
import type { DurableStorage } from '../platform/platform';
import type { LeadPayload, LeadRating, LeadUpdatePayload } from '../../shared/lead';
import { newIdempotencyKey } from '../api/random-id';

interface QueuedBase {
  /** Storage key; sorts in submission order. */
  key: string;
  idempotencyKey: string;
  queuedAt: string;
  attempts: number;
  lastError?: string;
  /** The API refused it for good (e.g. invalid): kept for export, never sent again. */
  rejected?: boolean;
  /** When it was refused: it is deleted once exported, or REJECTED_LEAD_TTL_MS after this if never exported. */
  rejectedAt?: string;
}

/** How long a refused lead stays on the kiosk when staff never export it: visitors' data is not kept for nothing. */
export const REJECTED_LEAD_TTL_MS = 30 * 24 * 60 * 60_000;

/** A lead waiting in the outbox, stored with the idempotency key every attempt reuses. */
export interface QueuedLead extends QueuedBase {
  kind?: 'lead';
  lead: LeadPayload;
}

/** Staff's qualification of a lead (rating, notes, interests), sent after the lead with a key of its own. */
export interface QueuedLeadUpdate extends QueuedBase {
  kind: 'lead-update';
  update: LeadUpdatePayload;
}

/** Anything the outbox sends, in the order it was queued. */
export type QueuedItem = QueuedLead | QueuedLeadUpdate;

/** A lead captured since the kiosk started, as staff see it to qualify it (kept in memory only). */
export interface RecentLead {
  email: string;
  firstName: string;
  lastName: string;
  company?: string;
  capturedAt: string;
  rating?: LeadRating;
  notes?: string;
  interests?: string[];
  capturedBy?: string;
}

/** How many of the latest leads staff can still qualify. */
export const RECENT_LEADS = 10;

export interface OutboxStatus {
  /** Leads still to be sent. */
  pending: number;
  /** Leads the API refused; they stay until exported and cleared by staff. */
  rejected: number;
  syncing: boolean;
  lastError: string | null;
  lastSyncedAt: string | null;
  /** When the next automatic attempt is due after failures (ISO time), or null. */
  nextAttemptAt: string | null;
}

/** Sends one lead; throws ApiError (status 0 when the network failed). */
export type SendLead = (lead: LeadPayload, idempotencyKey: string) => Promise<unknown>;
/** Sends one qualification; throws ApiError like SendLead. */
export type SendLeadUpdate = (update: LeadUpdatePayload, idempotencyKey: string) => Promise<unknown>;

export interface LeadOutboxOptions {
  storage: DurableStorage;
  send: SendLead;
  /** Sends staff qualifications; without it they are refused at once (kept for export). */
  sendUpdate?: SendLeadUpdate;
  isOnline: () => boolean;
  onOnlineChange: (listener: (online: boolean) => void) => () => void;
  /** Periodic attempt, in milliseconds. */
  periodMs?: number;
  /** First retry delay after a failure, doubled per failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  now?: () => number;
}

const PREFIX = 'outbox:lead:';

/** Answers worth trying again: no answer at all, a timeout, a conflict in progress, rate limits, server faults. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 || error.status === 408 || error.status === 409 || error.status === 429 || error.status >= 500
  );
}

/** Delay before retry `failures` (1-based): exponential, capped, with jitter so booths do not retry in step. */
export function backoffDelay(failures: number, baseMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The kiosk's lead outbox: a lead is committed to durable storage before the visitor sees success, then sent
 * in order by a sync loop (on start, on 'online', periodically, after a backoff). A lead leaves the queue
 * only once the API confirmed it; a resend reuses its idempotency key, so the API never stores it twice.
 */
export function createLeadOutbox(options: LeadOutboxOptions) {
  const {
    storage,
    send,
    periodMs = 30_000,
    baseDelayMs = 2_000,
    maxDelayMs = 5 * 60_000,
    random = Math.random,
    now = Date.now,
  } = options;
  let status: OutboxStatus = {
    pending: 0,
    rejected: 0,
    syncing: false,
    lastError: null,
    lastSyncedAt: null,
    nextAttemptAt: null,
  };
  const listeners = new Set<() => void>();
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let rerun = false;
  let sequence = 0;

  const update = (patch: Partial<OutboxStatus>) => {
    status = { ...status, ...patch };
    listeners.forEach((listener) => listener());
  };

  let recent: RecentLead[] = [];

  async function list(): Promise<QueuedItem[]> {
    const keys = await storage.keys(PREFIX);
    const records = await Promise.all(keys.map((key) => storage.get<QueuedItem>(key)));
    return records.filter((r): r is QueuedItem => !!r);
  }

  /** Deletes refused leads older than REJECTED_LEAD_TTL_MS; returns the rest. */
  async function expireRejected(records: QueuedItem[]): Promise<QueuedItem[]> {
    const kept: QueuedItem[] = [];
    for (const record of records) {
      const refusedAt = Date.parse(record.rejectedAt ?? record.queuedAt);
      if (record.rejected && now() - refusedAt > REJECTED_LEAD_TTL_MS) await storage.delete(record.key);
      else kept.push(record);
    }
    return kept;
  }

  function sendItem(record: QueuedItem): Promise<unknown> {
    if (record.kind !== 'lead-update') return send(record.lead, record.idempotencyKey);
    if (!options.sendUpdate) return Promise.reject(new Error('This kiosk cannot send lead updates.'));
    return options.sendUpdate(record.update, record.idempotencyKey);
  }

  /** Stores an item to send (resolves only once stored), then starts a send in the background. */
  async function commit<T extends QueuedItem>(
    item: Omit<T, 'key' | 'idempotencyKey' | 'queuedAt' | 'attempts'>,
    purpose: Parameters<typeof newIdempotencyKey>[0],
  ): Promise<T> {
    const queuedAt = now();
    sequence = (sequence + 1) % 1_000_000;
    const idempotencyKey = newIdempotencyKey(purpose);
    const record = {
      ...item,
      key: `${PREFIX}${String(queuedAt).padStart(15, '0')}:${String(sequence).padStart(6, '0')}:${idempotencyKey}`,
      idempotencyKey,
      queuedAt: new Date(queuedAt).toISOString(),
      attempts: 0,
    } as T;
    await storage.set(record.key, record);
    await refreshCounts();
    void sync();
    return record;
  }

  async function refreshCounts(): Promise<QueuedItem[]> {
    const records = await expireRejected(await list());
    const rejected = records.filter((r) => r.rejected).length;
    update({ pending: records.length - rejected, rejected });
    return records;
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    const delay = backoffDelay(failures, baseDelayMs, maxDelayMs, random);
    update({ nextAttemptAt: new Date(now() + delay).toISOString() });
    retryTimer = setTimeout(() => void sync(), delay);
  }

  async function drain(): Promise<void> {
    const records = (await refreshCounts()).filter((r) => !r.rejected);
    for (const record of records) {
      if (!options.isOnline()) {
        update({ lastError: 'Offline: waiting for the network.' });
        return;
      }
      try {
        await sendItem(record);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retry = isRetryable(error);
        await storage.set(record.key, {
          ...record,
          attempts: record.attempts + 1,
          lastError: message,
          rejected: !retry,
          ...(retry ? {} : { rejectedAt: new Date(now()).toISOString() }),
        });
        if (retry) {
          failures += 1;
          update({ lastError: message });
          await refreshCounts();
          scheduleRetry();
          return;
        }
        update({ lastError: message });
        await refreshCounts();
        continue;
      }
      await storage.delete(record.key);
      failures = 0;
      update({ lastError: null, lastSyncedAt: new Date(now()).toISOString(), nextAttemptAt: null });
      await refreshCounts();
    }
  }

  /** Sends every queued lead now (one run at a time; a request during a run triggers one more run). */
  function sync(): Promise<void> {
    if (running) {
      rerun = true;
      return running;
    }
    clearTimeout(retryTimer);
    update({ syncing: true, nextAttemptAt: null });
    running = (async () => {
      try {
        do {
          rerun = false;
          await drain();
        } while (rerun && status.nextAttemptAt === null);
      } catch (error) {
        // Storage itself failed: keep everything and try again later.
        failures += 1;
        update({ lastError: error instanceof Error ? error.message : String(error) });
        scheduleRetry();
      } finally {
        running = undefined;
        update({ syncing: false });
      }
    })();
    return running;
  }

  return {
    /** Commits the lead to durable storage (resolves only once stored), then starts a send in the background. */
    async enqueue(lead: LeadPayload): Promise<QueuedLead> {
      const record = await commit<QueuedLead>({ lead }, 'lead');
      const entry: RecentLead = {
        email: lead.email,
        firstName: lead.firstName,
        lastName: lead.lastName,
        company: lead.company,
        capturedAt: record.queuedAt,
      };
      const key = lead.email.trim().toLowerCase();
      recent = [entry, ...recent.filter((r) => r.email.trim().toLowerCase() !== key)].slice(0, RECENT_LEADS);
      update({});
      return record;
    },

    /**
     * Queues staff's qualification of a lead (sent after it, with a key of its own: a resend never
     * applies it twice, and a later qualification is never overwritten by an earlier retry).
     */
    async enqueueUpdate(qualification: LeadUpdatePayload): Promise<QueuedLeadUpdate> {
      const record = await commit<QueuedLeadUpdate>({ kind: 'lead-update', update: qualification }, 'lead-update');
      const key = qualification.email.trim().toLowerCase();
      const { email: _email, ...fields } = qualification;
      recent = recent.map((r) => (r.email.trim().toLowerCase() === key ? { ...r, ...fields } : r));
      update({});
      return record;
    },

    /** The latest leads captured since start, newest first (memory only: a restart forgets them). */
    recentLeads: (): RecentLead[] => recent,

    list,
    sync,

    /** Sync now, skipping any backoff wait (the staff panel's 'Sync now'). */
    syncNow(): Promise<void> {
      failures = 0;
      return sync();
    },

    /** Removes leads the API refused (those of `keys` only, when given), once staff exported them. */
    async clearRejected(keys?: readonly string[]): Promise<void> {
      const chosen = keys && new Set(keys);
      for (const record of await list()) {
        if (record.rejected && (!chosen || chosen.has(record.key))) await storage.delete(record.key);
      }
      await refreshCounts();
    },

    getStatus: (): OutboxStatus => status,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Starts the sync loop: now, whenever the network returns, and every periodMs. Returns the stop function. */
    start(): () => void {
      void sync();
      const offOnline = options.onOnlineChange((online) => {
        if (!online) return;
        failures = 0;
        void sync();
      });
      const timer = setInterval(() => {
        if (!running && status.nextAttemptAt === null) void sync();
      }, periodMs);
      return () => {
        offOnline();
        clearInterval(timer);
        clearTimeout(retryTimer);
      };
    },
  };
}

export type LeadOutbox = ReturnType<typeof createLeadOutbox>;
