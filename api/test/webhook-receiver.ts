import http from 'node:http';
import { Webhook } from 'standardwebhooks';

/** One request a receiver got: its path, headers, raw body and what it answered. */
export interface ReceivedWebhook {
  path: string;
  id: string;
  headers: Record<string, string>;
  body: string;
  status: number;
  /** Whether the standardwebhooks verifier accepted the signature. */
  verified: boolean;
}

/** How the receiver answers a request; the default accepts with 204. */
export type ReceiverBehaviour = (request: {
  path: string;
  id: string;
  count: number;
}) => { status: number; headers?: Record<string, string>; body?: string } | 'hang' | 'huge';

/** A real HTTP webhook receiver on 127.0.0.1 that verifies every request with the `standardwebhooks` library. */
export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** Answered requests with a 2xx status. */
  accepted(): ReceivedWebhook[];
  behave(behaviour: ReceiverBehaviour | undefined): void;
  /** Stops listening (connections are refused) until up() is called. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a receiver that checks signatures with `secret`, on `port` (0: any free port). */
export async function startWebhookReceiver(secret: string, port = 0): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret);
  const received: ReceivedWebhook[] = [];
  let behaviour: ReceiverBehaviour | undefined;
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
      );
      let verified = false;
      try {
        verifier.verify(body, headers);
        verified = true;
      } catch {
        verified = false;
      }
      const id = headers['webhook-id'] ?? '';
      const path = req.url ?? '/';
      const count = (counts.get(`${path} ${id}`) ?? 0) + 1;
      counts.set(`${path} ${id}`, count);
      const answer = behaviour?.({ path, id, count }) ?? { status: 204 };
      if (answer === 'hang') {
        // Recorded with status 0: it was received and is never answered.
        received.push({ path, id, headers, body, status: 0, verified });
        return;
      }
      if (answer === 'huge') {
        received.push({ path, id, headers, body, status: 500, verified });
        res.writeHead(500, { 'content-type': 'text/plain' });
        // An endless answer: the sender must stop reading it.
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const pump = () => {
          while (res.write(chunk));
        };
        res.on('drain', pump);
        res.on('close', () => res.off('drain', pump));
        pump();
        return;
      }
      received.push({ path, id, headers, body, status: answer.status, verified });
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body ?? '');
    });
  });
  const listen = (p: number) => new Promise<void>((resolve) => server.listen(p, '127.0.0.1', resolve));
  await listen(port);
  const actualPort = (server.address() as { port: number }).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    accepted: () => received.filter((r) => r.status >= 200 && r.status < 300),
    behave: (next) => {
      behaviour = next;
    },
    down: stop,
    up: () => listen(actualPort),
    close: async () => {
      if (server.listening) await stop();
    },
  };
}

/** A fresh Standard Webhooks secret: whsec_ and 32 random bytes in base64. */
export function testWebhookSecret(): string {
  return `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')}`;
}

/** Polls `check` until it returns a truthy value or `timeoutMs` passes (then throws). */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 15_000,
  label = 'condition',
): Promise<Exclude<T, false | 0 | '' | null | undefined>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | 0 | '' | null | undefined>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
