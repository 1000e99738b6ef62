import type { Middleware } from 'koa';
import { checkFormGuard, DEFAULT_MIN_FILL_MS } from '../../src/shared/form-guard.ts';
import { unprocessable } from '../errors.ts';

declare module 'koa' {
  interface DefaultContext {
    /** The minimum fill time (FORM_MIN_FILL_MS) every formGuard() enforces; createApp puts it on app.context. */
    formMinFillMs?: number;
  }
}

/**
 * Refuses a web-form submission that a bot sent: the honeypot filled, or sent faster than a person could
 * (422). Mount it after the body is parsed (JSON or multipart); nothing is stored for a refused one.
 */
export function formGuard(): Middleware {
  return async (ctx, next) => {
    const verdict = checkFormGuard(ctx.request.body, ctx.formMinFillMs ?? DEFAULT_MIN_FILL_MS);
    if (verdict === 'honeypot') throw unprocessable('We could not accept this submission.', 'rejected_submission');
    if (verdict === 'too_fast') {
      throw unprocessable('That was quick! Please check your details and submit again.', 'submitted_too_fast');
    }
    await next();
  };
}
