import { expect, it } from 'vitest';
import type { JobDto, JobListDto } from '../../../src/shared/job.ts';
import { jobsService } from '../../services/jobs.ts';
import { insertJobRows } from '../../test/factories.ts';
import { describeWithServer } from '../../test/harness.ts';

describeWithServer('GET /api/jobs', (server) => {
  it('seeds sample jobs once, and lists open jobs newest first with a total', async () => {
    const service = jobsService(server.database.db);
    const seeded = await service.seedIfEmpty();
    expect(seeded).toBeGreaterThanOrEqual(10);
    expect(await service.seedIfEmpty()).toBe(0);
    await insertJobRows(server.database.db, [{ name: 'Hidden draft', status: 'Draft' }]);

    const res = await server.fetch('/api/jobs?page=1&pageSize=4');
    expect(res.status).toBe(200);
    const body = (await res.json()) as JobListDto;
    expect(body.total).toBe(seeded);
    expect(body.items).toHaveLength(4);
    expect(body.items.every((job) => job.status === 'Open')).toBe(true);
    const created = body.items.map((job) => job.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('pages through every job exactly once', async () => {
    const seen = new Set<string>();
    let total = 0;
    for (let page = 1; page <= 4; page++) {
      const body = (await (await server.fetch(`/api/jobs?page=${page}&pageSize=3`)).json()) as JobListDto;
      total = body.total;
      body.items.forEach((job) => seen.add(job.id));
    }
    expect(seen.size).toBe(total);
  });

  it('searches names and descriptions', async () => {
    const body = (await (await server.fetch('/api/jobs?search=nurse')).json()) as JobListDto;
    expect(body.items.map((job) => job.publicName)).toEqual(['Registered Nurse, Night Shift']);
  });

  it('refuses bad queries with 400 and the field at fault', async () => {
    for (const query of ['page=0', 'pageSize=101', 'orderBy=id;drop table jobs', 'status=Deleted', 'page=abc']) {
      const res = await server.fetch(`/api/jobs?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { code: string; fields: Record<string, string> };
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.fields)).toHaveLength(1);
    }
  });

  it('lists Open jobs only, whatever status the query asks for', async () => {
    const secret = 'Unannounced reorganisation of the night shift';
    const [draft] = await insertJobRows(server.database.db, [
      { name: 'Draft job', status: 'Draft', description: secret },
      { name: 'Closed job', status: 'Closed', description: secret },
    ]);
    const open = (await (await server.fetch('/api/jobs?pageSize=100')).json()) as JobListDto;
    for (const status of ['Draft', 'Closed', 'Open']) {
      const res = await server.fetch(`/api/jobs?status=${status}&pageSize=100`);
      expect(res.status, status).toBe(200);
      const text = await res.text();
      expect(text, status).not.toContain(secret);
      const body = JSON.parse(text) as JobListDto;
      expect(body.items.every((job) => job.status === 'Open')).toBe(true);
      expect(body).toEqual(open);
    }
    // Nor does a draft's own address show it.
    expect((await server.fetch(`/api/jobs/${draft}`)).status).toBe(404);
  });

  it('refuses a control character in the search with a 400 naming the field', async () => {
    for (const value of ['%00', 'nurse%07', '%C2%85']) {
      const res = await server.fetch(`/api/jobs?search=${value}`);
      expect(res.status, value).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed', fields: { search: expect.any(String) } });
    }
  });

  it('returns one job, 400 for a malformed id and 404 for an unknown one', async () => {
    const list = (await (await server.fetch('/api/jobs?pageSize=1')).json()) as JobListDto;
    const first = list.items[0]!;
    const one = await server.fetch(`/api/jobs/${first.id}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as JobDto).name).toBe(first.name);

    expect((await server.fetch('/api/jobs/short')).status).toBe(400);
    expect((await server.fetch('/api/jobs/ZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
  });
});

describeWithServer('job board caching and filters', (server) => {
  it('answers with an ETag and a 304 when nothing changed', async () => {
    await jobsService(server.database.db).seedIfEmpty();
    const first = await server.fetch('/api/jobs?pageSize=5');
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch() adds 'Cache-Control: no-cache' to a request with its own If-None-Match unless one is given.
    const conditional = { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' };
    const again = await server.fetch('/api/jobs?pageSize=5', { headers: conditional });
    expect(again.status).toBe(304);
    const other = await server.fetch('/api/jobs?pageSize=6', { headers: conditional });
    expect(other.status).toBe(200);
  });

  it('filters by location phrase and remote flag, treating wildcards literally', async () => {
    const remote = (await (await server.fetch('/api/jobs?remote=true&pageSize=100')).json()) as JobListDto;
    expect(remote.total).toBeGreaterThan(0);
    expect(remote.items.every((job) => job.remote)).toBe(true);
    const onsite = (await (await server.fetch('/api/jobs?remote=false&pageSize=100')).json()) as JobListDto;
    expect(onsite.total).toBeGreaterThan(0);
    expect(onsite.items.every((job) => !job.remote)).toBe(true);
    // Together the two filters cover the whole board, each job once.
    const all = (await (await server.fetch('/api/jobs?pageSize=100')).json()) as JobListDto;
    expect(remote.total + onsite.total).toBe(all.total);
    expect(new Set([...remote.items, ...onsite.items].map((job) => job.id)).size).toBe(all.total);
    const phoenix = (await (await server.fetch('/api/jobs?location=phoenix')).json()) as JobListDto;
    expect(phoenix.items.map((job) => job.location)).toEqual(['Phoenix, AZ']);
    const wildcard = (await (await server.fetch('/api/jobs?location=%25')).json()) as JobListDto;
    expect(wildcard.total).toBe(0);
    expect((await server.fetch('/api/jobs?remote=maybe')).status).toBe(400);
  });
});
