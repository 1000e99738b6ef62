import { createHash } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { EVENT_TYPES } from '../outbox.ts';
import { describeError, MAX_ERROR_BODY_BYTES, readLimited, type DeliveryChannel, type SendResult } from '../channel.ts';

const PUBLIC_TYPES = new Set<string>(EVENT_TYPES);

/**
 * The stored name of a receiver: its URL without credentials or query (which may hold a token), plus a short
 * digest of the full URL when those were present, so two such URLs stay apart.
 */
export function webhookChannelName(url: string): string {
  const parsed = new URL(url);
  const plain = `${parsed.origin}${parsed.pathname}`;
  if (!parsed.username && !parsed.password && !parsed.search) return `webhook:${plain}`;
  return `webhook:${plain}#${createHash('sha256').update(url).digest('hex').slice(0, 8)}`;
}

/**
 * A Standard Webhooks receiver: POSTs each event's `{ type, timestamp, data }` with `webhook-id` (the event id,
 * the same on every retry), `webhook-timestamp` (Unix seconds of this attempt) and `webhook-signature`
 * (`v1,` + HMAC-SHA256 keyed with the secret), signed by the `standardwebhooks` library.
 */
export function webhookChannel(url: string, secret: string): DeliveryChannel {
  const signer = new Webhook(secret);
  return {
    name: webhookChannelName(url),
    batchSize: 1,
    accepts: (type) => PUBLIC_TYPES.has(type),
    async send(events, signal) {
      const results: SendResult[] = [];
      for (const event of events) results.push(await post(event.id, JSON.stringify(event.payload), signal));
      return results;
    },
  };

  async function post(id: string, body: string, signal: AbortSignal): Promise<SendResult> {
    const now = new Date();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ISA-Webhooks/1.0',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signer.sign(id, now, body),
        },
        body,
        // A redirect is an answer other than 2xx: retried, never followed with our signed body.
        redirect: 'manual',
        signal,
      });
      if (response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: true, status: response.status };
      }
      const { text } = await readLimited(response, MAX_ERROR_BODY_BYTES);
      const detail = text.replace(/\s+/g, ' ').trim().slice(0, 200);
      return { ok: false, status: response.status, error: `HTTP ${response.status}${detail ? `: ${detail}` : ''}` };
    } catch (err) {
      return { ok: false, error: describeError(err) };
    }
  }
}
