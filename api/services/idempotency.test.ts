import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { createTestDatabase, testDrivers } from '../test/harness.ts';
import { parseIdempotencyKey, payloadHash, runIdempotent } from './idempotency.ts';

describe('payloadHash', () => {
  it('ignores key order and undefined values', () => {
    expect(payloadHash({ a: 1, b: { c: 2, d: 3 } })).toBe(payloadHash({ b: { d: 3, c: 2 }, a: 1, e: undefined }));
    expect(payloadHash({ a: 1 })).not.toBe(payloadHash({ a: 2 }));
  });
});

describe('parseIdempotencyKey', () => {
  it('accepts absent and well-formed keys and refuses others', () => {
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    expect(parseIdempotencyKey('lead-3f2a9c1e-1b2c')).toBe('lead-3f2a9c1e-1b2c');
    expect(() => parseIdempotencyKey('short')).toThrow(HttpError);
    expect(() => parseIdempotencyKey('has spaces in it')).toThrow(HttpError);
  });
});

for (const driver of testDrivers) {
  describe(`runIdempotent [${driver}]`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase(driver);
      await sql`create table writes (id serial primary key, value text not null)`.execute(database.db);
    });
    afterAll(() => database.close());

    const countWrites = async () =>
      Number((await sql<{ n: number }>`select count(*)::int as n from writes`.execute(database.db)).rows[0]!.n);

    const write = (value: string) => async (trx: Parameters<Parameters<typeof runIdempotent>[2]>[0]) => {
      await sql`insert into writes (value) values (${value})`.execute(trx);
      return { status: 201, body: { stored: value } };
    };

    it('replays the first answer for the same key and writes once', async () => {
      const request = { scope: 'test', key: 'key-00000001', payload: { v: 'a' } };
      const first = await runIdempotent(database.db, request, write('a'));
      const again = await runIdempotent(database.db, request, write('a'));
      expect(first).toEqual({ status: 201, body: { stored: 'a' }, replayed: false });
      expect(again).toEqual({ status: 201, body: { stored: 'a' }, replayed: true });
      expect(await countWrites()).toBe(1);
    });

    it('refuses the same key with another payload (422) and writes nothing', async () => {
      const before = await countWrites();
      await expect(
        runIdempotent(database.db, { scope: 'test', key: 'key-00000001', payload: { v: 'b' } }, write('b')),
      ).rejects.toMatchObject({ status: 422, code: 'idempotency_key_reused' });
      expect(await countWrites()).toBe(before);
    });

    it('keeps no key when the handler fails, so a retry can succeed', async () => {
      const request = { scope: 'test', key: 'key-00000002', payload: { v: 'c' } };
      await expect(
        runIdempotent(database.db, request, async (trx) => {
          await write('c')(trx);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const before = await countWrites();
      const retry = await runIdempotent(database.db, request, write('c'));
      expect(retry.replayed).toBe(false);
      expect(await countWrites()).toBe(before + 1);
    });

    it('writes once when the same key arrives concurrently', async () => {
      const before = await countWrites();
      const request = { scope: 'test', key: 'key-00000003', payload: { v: 'd' } };
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => runIdempotent(database.db, request, write('d'))),
      );
      expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
      expect(await countWrites()).toBe(before + 1);
    });
  });
}
