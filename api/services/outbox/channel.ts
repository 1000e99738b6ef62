import type { OutboxEvent } from './outbox.ts';

/** How one send went: success, or a failure to retry (after Retry-After when given) or to give up on. */
export type SendResult =
  | { ok: true; status?: number }
  | { ok: false; error: string; status?: number; retryAfterMs?: number; permanent?: boolean };

/** A destination of outbox events: one webhook URL, HubSpot, or the mail transport. */
export interface DeliveryChannel {
  /** Stored in each delivery row, e.g. `webhook:https://hooks.example.com/isa`, `hubspot`, `mail`. */
  readonly name: string;
  /** Whether events of this type go to this channel at all. */
  accepts(type: string): boolean;
  /** How many due events one send may carry (1 unless the destination has a batch endpoint). */
  readonly batchSize: number;
  /**
   * Sends the events; one result per event, in order. Must finish or fail within the signal's time limit and
   * read no more of an answer than it needs.
   */
  send(events: OutboxEvent[], signal: AbortSignal): Promise<SendResult[]>;
}

/** The most of an answer body read for a log line or an error message. */
export const MAX_ERROR_BODY_BYTES = 1024;

/** Reads at most `limit` bytes of a response body, then drops the rest (a huge answer costs no memory). */
export async function readLimited(response: Response, limit: number): Promise<{ text: string; truncated: boolean }> {
  if (!response.body) return { text: '', truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
      if (size > limit) {
        truncated = true;
        break;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return { text: Buffer.concat(chunks).subarray(0, limit).toString('utf8'), truncated };
}

/** Retry-After as milliseconds (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A short, single-line description of a failed send (no bodies of our own requests, which hold personal data). */
export function describeError(err: unknown): string {
  if (err instanceof Error) {
    if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'no answer within the time limit';
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ? `${err.message} (${cause.code})` : err.message;
  }
  return String(err);
}
