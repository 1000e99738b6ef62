import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import type { LeadUpdateAnswer } from '../../shared/lead-update-sender';
import { isRetryable } from './lead-outbox';
import { qualificationsVia } from './send-lead';

describe('qualificationsVia', () => {
  const update = { email: 'ada@example.com', rating: 'hot' as const };
  const answering = (answer: LeadUpdateAnswer) => {
    const calls: Array<[unknown, string]> = [];
    const send = qualificationsVia(async (sent, key) => {
      calls.push([sent, key]);
      return answer;
    });
    return { send, calls };
  };

  it('hands the update and its key over and answers the body of a 2xx', async () => {
    const { send, calls } = answering({ status: 200, body: { status: 'updated' } });
    expect(await send(update, 'lead-update-0001')).toEqual({ status: 'updated' });
    expect(calls).toEqual([[update, 'lead-update-0001']]);
  });

  it('throws the API refusal with its message, set aside for good (a wrong or missing kiosk token)', async () => {
    const { send } = answering({
      status: 401,
      body: { error: 'A valid kiosk token is required.', code: 'unauthorized' },
    });
    const error = await send(update, 'lead-update-0002').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'A valid kiosk token is required.' });
    expect(isRetryable(error)).toBe(false);
  });

  it('throws a retryable error when nothing answered', async () => {
    const { send } = answering({ status: 0, body: null });
    const error = await send(update, 'lead-update-0003').catch((err: unknown) => err);
    expect(error).toMatchObject({ status: 0, message: expect.stringMatching(/no answer/) });
    expect(isRetryable(error)).toBe(true);
  });
});
