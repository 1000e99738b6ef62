import { expect, it } from 'vitest';
import { describeWithServer } from './test/harness.ts';

const ADMIN_TOKEN = 'metrics-test-token-0123456789';
const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** The value of one sample line of a Prometheus text answer, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').pop());
  }
  return undefined;
}

describeWithServer(
  'GET /metrics',
  (server) => {
    const scrape = async () => {
      const res = await server.fetch('/metrics', { headers: auth });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      return res.text();
    };

    it('needs the operator token', async () => {
      expect((await server.fetch('/metrics')).status).toBe(401);
      expect(
        (await server.fetch('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
      ).toBe(401);
    });

    it('times requests by route template and status, never by raw path, and has process metrics', async () => {
      await server.fetch('/api/jobs/a0B5e00000AbCdEfGH');
      await server.fetch('/api/jobs/a0B5e00000AbCdEfGH');
      await server.fetch('/api/jobs/not-an-id');
      await server.fetch('/api/nowhere/12345');
      const text = await scrape();
      const byRoute = { method: 'GET', route: '/api/jobs/:id' };
      expect(sample(text, 'isa_http_request_duration_seconds_count', { ...byRoute, status: '404' })).toBe(2);
      expect(sample(text, 'isa_http_request_duration_seconds_count', { ...byRoute, status: '400' })).toBe(1);
      expect(sample(text, 'isa_http_request_duration_seconds_count', { route: '(unmatched)', status: '404' })).toBe(1);
      expect(text).not.toContain('a0B5e00000AbCdEfGH');
      expect(text).not.toContain('12345');
      expect(sample(text, 'isa_process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
      expect(sample(text, 'isa_resume_parser_queue')).toBe(0);
    });

    it('counts rate-limit refusals by route', async () => {
      const ask = () =>
        server.fetch('/api/chat', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user_question: 'What does ISA cost?' }),
        });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(429);
      expect((await ask()).status).toBe(429);
      expect(sample(await scrape(), 'isa_rate_limit_refusals_total', { route: '/api/chat' })).toBe(2);
    });

    it('reports the outbox backlog and its failures by channel', async () => {
      const db = server.database.db;
      await db
        .insertInto('outbox_events')
        .values([
          { id: 'evt_metrics_1', type: 'lead.created', payload: JSON.stringify({}), fanned_out: true },
          { id: 'evt_metrics_2', type: 'lead.created', payload: JSON.stringify({}), fanned_out: false },
        ])
        .execute();
      await db
        .insertInto('outbox_deliveries')
        .values([
          { event_id: 'evt_metrics_1', channel: 'webhook:a', status: 'pending', attempts: 0 },
          { event_id: 'evt_metrics_1', channel: 'webhook:b', status: 'pending', attempts: 3 },
          { event_id: 'evt_metrics_1', channel: 'hubspot', status: 'dead', attempts: 9 },
        ])
        .execute();
      const text = await scrape();
      expect(sample(text, 'isa_outbox_backlog', { channel: 'webhook:a' })).toBe(1);
      expect(sample(text, 'isa_outbox_backlog', { channel: 'webhook:b' })).toBe(1);
      expect(sample(text, 'isa_outbox_backlog', { channel: '(new)' })).toBe(1);
      expect(sample(text, 'isa_outbox_failures', { channel: 'webhook:b', state: 'retrying' })).toBe(1);
      expect(sample(text, 'isa_outbox_failures', { channel: 'hubspot', state: 'dead' })).toBe(1);
      expect(sample(text, 'isa_outbox_failures', { channel: 'webhook:a' })).toBeUndefined();
    });
  },
  { ADMIN_TOKEN, CHAT_RATE_LIMIT_PER_MINUTE: '1' },
);

describeWithServer(
  'GET /metrics with the jobs cache on',
  (server) => {
    it('times cached jobs answers given before the middleware chain as the jobs cache', async () => {
      for (let i = 0; i < 3; i++) expect((await server.fetch('/api/jobs?pageSize=2')).status).toBe(200);
      const text = await (await server.fetch('/metrics', { headers: auth })).text();
      const answers = (route: string) =>
        sample(text, 'isa_http_request_duration_seconds_count', { method: 'GET', route, status: '200' });
      expect(answers('/api/jobs')).toBe(1);
      expect(answers('(jobs cache)')).toBe(2);
      expect(
        sample(text, 'isa_http_request_duration_seconds_bucket', { route: '(jobs cache)', status: '200', le: '+Inf' }),
      ).toBe(2);
    });
  },
  { ADMIN_TOKEN, API_CACHE_MS: '60000' },
);
