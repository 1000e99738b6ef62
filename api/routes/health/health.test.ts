import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadiness } from '../../readiness.ts';
import { startTestServer, testDrivers, type TestServer } from '../../test/harness.ts';

for (const driver of testDrivers) {
  describe(`GET /readyz and /healthz [${driver}]`, () => {
    const readiness = createReadiness();
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(driver, {}, { readiness });
    });
    afterAll(() => server.close());

    it('answers 503 while starting, 200 once ready, 503 again while draining; /healthz stays 200', async () => {
      const starting = await server.fetch('/readyz');
      expect(starting.status).toBe(503);
      expect(await starting.json()).toEqual({ error: 'The server is still starting.', code: 'starting' });
      expect((await server.fetch('/healthz')).status).toBe(200);

      readiness.ready();
      const ready = await server.fetch('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({ status: 'ready', database: driver });

      readiness.drain();
      readiness.ready();
      const draining = await server.fetch('/readyz');
      expect(draining.status).toBe(503);
      expect(((await draining.json()) as { code: string }).code).toBe('draining');
      expect((await server.fetch('/healthz')).status).toBe(200);
    });
  });
}

describe('GET /readyz without a database', () => {
  it('answers 503 when the database no longer answers, though the instance is ready', async () => {
    const server = await startTestServer('pglite', {}, { readiness: createReadiness('ready') });
    try {
      expect((await server.fetch('/readyz')).status).toBe(200);
      await server.database.close();
      const res = await server.fetch('/readyz');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { code: string }).code).toBe('unavailable');
    } finally {
      server.database.close = async () => {};
      await server.close();
    }
  });
});
