import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { memoryStorage } from '../test/render';
import type { LeadPayload } from '../../shared/lead';
import {
  backoffDelay,
  createLeadOutbox,
  isRetryable,
  REJECTED_LEAD_TTL_MS,
  type LeadOutboxOptions,
} from './lead-outbox';

const lead = (n: number): LeadPayload => ({ firstName: `F${n}`, lastName: 'L', email: `p${n}@example.com` });

function setup(overrides: Partial<LeadOutboxOptions> = {}) {
  const storage = memoryStorage();
  let online = true;
  const onlineListeners = new Set<(online: boolean) => void>();
  const sent: Array<{ email: string; key: string }> = [];
  let failWith: unknown = null;
  const outbox = createLeadOutbox({
    storage,
    send: async (payload, key) => {
      if (failWith) throw failWith;
      sent.push({ email: payload.email, key });
      return { status: 'created' };
    },
    isOnline: () => online,
    onOnlineChange: (listener) => {
      onlineListeners.add(listener);
      return () => onlineListeners.delete(listener);
    },
    random: () => 0.5,
    ...overrides,
  });
  return {
    outbox,
    storage,
    sent,
    fail: (error: unknown) => (failWith = error),
    setOnline(value: boolean) {
      online = value;
      onlineListeners.forEach((l) => l(value));
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('lead outbox', () => {
  it('sends staff qualifications after their lead, each with its own key, and keeps the latest leads to qualify', async () => {
    const updates: Array<{ email: string; rating?: string; key: string }> = [];
    const { outbox, sent, setOnline, storage } = setup({
      sendUpdate: async (update, key) => {
        if (update.email === 'ghost@example.com') throw new ApiError(404, 'No lead with this e-mail address.', null);
        updates.push({ email: update.email, rating: update.rating, key });
        return { status: 'updated' };
      },
    });
    setOnline(false);
    const stop = outbox.start();
    await outbox.enqueue(lead(1));
    await outbox.enqueueUpdate({ email: 'p1@example.com', rating: 'hot', notes: 'Pilot in Q1', capturedBy: 'Sam' });
    await outbox.enqueueUpdate({ email: 'ghost@example.com', rating: 'cold' });
    expect(outbox.recentLeads()).toEqual([
      expect.objectContaining({ email: 'p1@example.com', rating: 'hot', notes: 'Pilot in Q1', capturedBy: 'Sam' }),
    ]);
    expect(outbox.getStatus().pending).toBe(3);

    setOnline(true);
    await vi.waitFor(() => expect(outbox.getStatus()).toMatchObject({ pending: 0, rejected: 1 }));
    expect(sent.map((s) => s.email)).toEqual(['p1@example.com']);
    expect(updates).toEqual([
      { email: 'p1@example.com', rating: 'hot', key: expect.stringMatching(/^lead-update-[\w-]{16,}$/) },
    ]);
    expect(sent[0]!.key).toMatch(/^lead-[\w-]{16,}$/);
    expect(updates[0]!.key).not.toBe(sent[0]!.key);
    // The qualification of an unknown lead is set aside for export, never resent.
    const [left] = await outbox.list();
    expect(left).toMatchObject({ kind: 'lead-update', rejected: true, update: { email: 'ghost@example.com' } });
    expect(await storage.keys('outbox:lead:')).toHaveLength(1);
    stop();
  });

  it('stores a lead before resolving and sends the queue in order, removing each only once confirmed', async () => {
    const { outbox, storage, sent, setOnline } = setup();
    setOnline(false);
    const stop = outbox.start();
    for (let n = 1; n <= 3; n++) await outbox.enqueue(lead(n));
    await outbox.sync();
    expect(sent).toEqual([]);
    expect(await storage.keys('outbox:lead:')).toHaveLength(3);
    expect(outbox.getStatus()).toMatchObject({ pending: 3, lastError: 'Offline: waiting for the network.' });

    setOnline(true);
    await vi.waitFor(() => expect(outbox.getStatus().pending).toBe(0));
    expect(sent.map((s) => s.email)).toEqual(['p1@example.com', 'p2@example.com', 'p3@example.com']);
    expect(new Set(sent.map((s) => s.key)).size).toBe(3);
    expect(await storage.keys('outbox:lead:')).toEqual([]);
    expect(outbox.getStatus()).toMatchObject({ lastError: null, syncing: false });
    stop();
  });

  it('keeps a lead whose answer was lost and resends it with the same idempotency key', async () => {
    const { outbox, sent, fail } = setup();
    fail(new ApiError(0, 'We could not reach the server.', null));
    const record = await outbox.enqueue(lead(1));
    await vi.waitFor(() => expect(outbox.getStatus().lastError).toBe('We could not reach the server.'));
    const [stored] = await outbox.list();
    expect(stored).toMatchObject({ idempotencyKey: record.idempotencyKey, attempts: 1 });
    expect(outbox.getStatus().nextAttemptAt).not.toBeNull();

    fail(null);
    await outbox.syncNow();
    expect(sent).toEqual([{ email: 'p1@example.com', key: record.idempotencyKey }]);
    expect(await outbox.list()).toEqual([]);
  });

  it('survives a restart: a new outbox on the same storage sends what the old one queued', async () => {
    const first = setup();
    first.setOnline(false);
    await first.outbox.enqueue(lead(1));
    await first.outbox.enqueue(lead(2));
    const sent: string[] = [];
    const second = createLeadOutbox({
      storage: first.storage,
      send: async (payload) => void sent.push(payload.email),
      isOnline: () => true,
      onOnlineChange: () => () => undefined,
    });
    const stop = second.start();
    await vi.waitFor(() => expect(sent).toEqual(['p1@example.com', 'p2@example.com']));
    stop();
  });

  it('retries after an exponential, jittered backoff', async () => {
    vi.useFakeTimers();
    const { outbox, sent, fail } = setup({ baseDelayMs: 1000, maxDelayMs: 8000 });
    fail(new ApiError(503, 'Unavailable', null));
    await outbox.enqueue(lead(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.getStatus().pending).toBe(1);
    fail(null);
    await vi.advanceTimersByTimeAsync(700); // first delay: 1000 ms scaled into [500, 1000]; 750 with random 0.5
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toHaveLength(1);
  });

  it('sets aside a lead the API refuses for good, and goes on with the rest', async () => {
    const { outbox, sent } = setup({
      send: async (payload) => {
        if (payload.email === 'p1@example.com') throw new ApiError(400, 'Enter a valid email', null);
        sent.push({ email: payload.email, key: '' });
      },
    });
    await outbox.enqueue(lead(1));
    await outbox.enqueue(lead(2));
    await vi.waitFor(() => expect(sent.map((s) => s.email)).toEqual(['p2@example.com']));
    await vi.waitFor(() => expect(outbox.getStatus()).toMatchObject({ pending: 0, rejected: 1 }));
    expect((await outbox.list())[0]).toMatchObject({ rejected: true, lastError: 'Enter a valid email' });
    await outbox.clearRejected();
    expect(outbox.getStatus().rejected).toBe(0);
  });
});

describe('refused leads leave the kiosk', () => {
  const refuseFirst = (sent: string[]) => async (payload: LeadPayload) => {
    if (payload.email === 'p1@example.com') throw new ApiError(400, 'Enter a valid email', null);
    sent.push(payload.email);
  };

  it('removes only the refused leads that were exported', async () => {
    const sent: string[] = [];
    const { outbox, storage } = setup({ send: refuseFirst(sent) });
    await outbox.enqueue(lead(1));
    await vi.waitFor(() => expect(outbox.getStatus().rejected).toBe(1));
    const [exported] = await outbox.list();
    // Refused after the export was written: it must stay until exported itself.
    const later = { ...exported!, key: 'outbox:lead:999', lead: lead(9) };
    await storage.set(later.key, later);
    await outbox.clearRejected([exported!.key]);
    expect(await storage.keys('outbox:lead:')).toEqual(['outbox:lead:999']);
    expect(outbox.getStatus().rejected).toBe(1);
  });

  it('deletes a refused lead 30 days after it was refused when nobody exported it', async () => {
    let time = Date.parse('2026-11-01T10:00:00Z');
    const sent: string[] = [];
    const { outbox, storage } = setup({ send: refuseFirst(sent), now: () => time });
    await outbox.enqueue(lead(1));
    await vi.waitFor(() => expect(outbox.getStatus().rejected).toBe(1));
    expect((await outbox.list())[0]!.rejectedAt).toBe('2026-11-01T10:00:00.000Z');

    time += REJECTED_LEAD_TTL_MS;
    await outbox.sync();
    expect(outbox.getStatus().rejected).toBe(1);
    time += 1;
    await outbox.sync();
    expect(outbox.getStatus().rejected).toBe(0);
    expect(await storage.keys('outbox:lead:')).toEqual([]);
  });
});

describe('retry policy', () => {
  it('retries network failures, timeouts, rate limits and server faults only', () => {
    expect(isRetryable(new ApiError(0, '', null))).toBe(true);
    expect(isRetryable(new ApiError(429, '', null))).toBe(true);
    expect(isRetryable(new ApiError(503, '', null))).toBe(true);
    expect(isRetryable(new ApiError(400, '', null))).toBe(false);
    expect(isRetryable(new ApiError(422, '', null))).toBe(false);
  });

  it('doubles the delay per failure up to the cap, with jitter in the upper half', () => {
    expect(backoffDelay(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffDelay(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffDelay(4, 1000, 60_000, () => 1)).toBe(8000);
    expect(backoffDelay(30, 1000, 60_000, () => 1)).toBe(60_000);
  });
});
