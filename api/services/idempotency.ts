import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Schema } from '../db/schema.ts';
import { badRequest, conflict, unprocessable } from '../errors.ts';

/** An answer worth replaying: the status and JSON body first sent for a key. */
export interface StoredAnswer<T> {
  status: number;
  body: T;
}

/** What runIdempotent answers: the stored answer, and whether it was a replay. */
export type IdempotentAnswer<T> = StoredAnswer<T> & { replayed: boolean };

const KEY_PATTERN = /^[\w.:-]{8,128}$/;

/** A stable digest of a request payload: keys sorted so the same content always hashes the same. */
export function payloadHash(payload: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(payload)))
    .digest('hex');
}

/** Checks an Idempotency-Key header value; undefined when the header is absent. */
export function parseIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  if (!KEY_PATTERN.test(header)) {
    throw badRequest('Idempotency-Key must be 8 to 128 letters, digits or . _ : -', 'invalid_idempotency_key');
  }
  return header;
}

/**
 * Runs `handler` at most once per (scope, key). The write and the stored answer commit in one transaction,
 * so a replay returns the first answer and writes nothing; the same key with another payload is refused.
 * Without a key the handler simply runs (in a transaction).
 */
export async function runIdempotent<T>(
  db: Db,
  request: { scope: string; key: string | undefined; payload: unknown },
  handler: (trx: Transaction<Schema>) => Promise<StoredAnswer<T>>,
): Promise<IdempotentAnswer<T>> {
  const { scope, key } = request;
  if (!key) return { ...(await db.transaction().execute(handler)), replayed: false };
  const hash = payloadHash(request.payload);
  return db.transaction().execute(async (trx) => {
    // On PostgreSQL a concurrent insert of the same key waits here until the first transaction ends.
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ scope, key, request_hash: hash, status_code: null, response: null })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const stored = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response'])
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (stored.request_hash !== hash) {
        throw unprocessable(
          'This Idempotency-Key was already used with a different request.',
          'idempotency_key_reused',
        );
      }
      if (stored.status_code === null) throw conflict('A request with this Idempotency-Key is still in progress.');
      return { status: stored.status_code, body: stored.response as T, replayed: true };
    }
    const answer = await handler(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: answer.status, response: JSON.stringify(answer.body) })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
    return { ...answer, replayed: false };
  });
}
