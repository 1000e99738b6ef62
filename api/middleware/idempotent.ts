import type { Context } from 'koa';
import { parseIdempotencyKey, type IdempotentAnswer } from '../services/idempotency.ts';

/**
 * Answers an idempotent request: reads its Idempotency-Key (refusing a malformed one), lets `submit` run
 * once per key (the service does that with runIdempotent) and writes the answer. A replay answers the first
 * status and body again, marked `Idempotent-Replayed: true`, the same way on every endpoint.
 */
export async function answerIdempotent<T>(
  ctx: Context,
  submit: (idempotencyKey: string | undefined) => Promise<IdempotentAnswer<T>>,
): Promise<void> {
  const key = parseIdempotencyKey(ctx.get('Idempotency-Key') || undefined);
  const answer = await submit(key);
  ctx.status = answer.status;
  if (answer.replayed) ctx.set('Idempotent-Replayed', 'true');
  ctx.body = answer.body;
}
