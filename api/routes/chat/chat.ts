import { bodyParser } from '@koa/bodyparser';
import { LARGER_BODY_LIMITS } from '../../middleware/limits.ts';
import Router from '@koa/router';
import { chatRequestSchema, type ChatResponse } from '../../../src/shared/chat/schema.ts';
import type { AppContext } from '../../context.ts';
import { unsupportedType } from '../../errors.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { validate } from '../../middleware/validate.ts';
import { chatService } from '../../services/chat/chat.ts';

/** POST /api/chat: the sales assistant's reply to a question (spec section 7), rate limited per client. */
export function chatRoutes({ config, logger }: AppContext): Router {
  const chat = chatService(config.chat, logger);
  const router = new Router({ prefix: '/api/chat' });

  router.post(
    '/',
    rateLimit({ name: 'chat', points: config.chat.rateLimitPerMinute, windowSeconds: 60 }),
    async (ctx, next) => {
      if (!ctx.is('application/json')) throw unsupportedType('Send the question as JSON.');
      await next();
    },
    // 40 messages of 4,000 characters fit; a client-sent knowledge base is accepted up to the same size.
    bodyParser({ enableTypes: ['json'], jsonLimit: LARGER_BODY_LIMITS['/api/chat'] }),
    async (ctx) => {
      const input = validate(chatRequestSchema, ctx.request.body);
      const body: ChatResponse = { reply: await chat.reply({ question: input.user_question, history: input.history }) };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    },
  );

  return router;
}
