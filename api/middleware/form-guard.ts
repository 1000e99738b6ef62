import type Koa from 'koa';
import type { Middleware } from 'koa';
import { checkFormGuard, DEFAULT_MIN_FILL_MS } from '../../src/shared/form-guard.ts';
import { unprocessable } from '../errors.ts';

const minFillByApp = new WeakMap<Koa, number>();

/** Sets the minimum fill time (FORM_MIN_FILL_MS) every formGuard() in this app enforces. */
export function configureFormGuard(app: Koa, minFillMs: number): void {
  minFillByApp.set(app, minFillMs);
}

/**
 * Refuses a web-form submission that a bot sent: the honeypot filled, or sent faster than a person could
 * (422). Mount it after the body is parsed (JSON or multipart); nothing is stored for a refused one.
 */
export function formGuard(): Middleware {
  return async (ctx, next) => {
    const verdict = checkFormGuard(ctx.request.body, minFillByApp.get(ctx.app) ?? DEFAULT_MIN_FILL_MS);
    if (verdict === 'honeypot') throw unprocessable('We could not accept this submission.', 'rejected_submission');
    if (verdict === 'too_fast') {
      throw unprocessable('That was quick! Please check your details and submit again.', 'submitted_too_fast');
    }
    await next();
  };
}
