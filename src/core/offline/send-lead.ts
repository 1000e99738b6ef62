import { ApiError, type ApiClient } from '../api/client';
import type { Platform } from '../platform/platform';
import { errorMessage } from '../../shared/errors';
import type { LeadPayload, LeadResponse, LeadUpdatePayload, LeadUpdateResponse } from '../../shared/lead';
import type { LeadUpdateAnswer } from '../../shared/lead-update-sender';
import type { LeadOutbox, SendLeadUpdate } from './lead-outbox';

/** POST /api/leads with the idempotency key that makes a resend harmless. */
export function postLead(api: ApiClient, lead: LeadPayload, idempotencyKey: string): Promise<LeadResponse> {
  return api.request<LeadResponse>('/api/leads', {
    method: 'POST',
    body: lead,
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackError: 'We could not send your details. Please try again.',
  });
}

/** Lead submission that sends at once (the web), with the form guard's fields. */
export function sendLeadsNow(api: ApiClient): Platform['submitLead'] {
  return (lead, guard, idempotencyKey) => postLead(api, { ...lead, ...guard }, idempotencyKey);
}

/** Lead submission into a durable outbox (the kiosk): answered once stored, sent by the outbox's sync loop. */
export function queueLeadsIn(outbox: LeadOutbox): Platform['submitLead'] {
  return async (lead) => {
    await outbox.enqueue(lead);
    return { status: 'created' };
  };
}

/**
 * Staff qualifications (PATCH /api/leads) sent by the part of the kiosk that holds its API token (Electron
 * main, or kiosk:serve in a browser): `send` answers the API's status and body, and anything but a 2xx
 * throws ApiError (status 0: no answer at all), which the outbox retries or sets aside like a lead's.
 */
export function qualificationsVia(
  send: (update: LeadUpdatePayload, idempotencyKey: string) => Promise<LeadUpdateAnswer>,
): SendLeadUpdate {
  return async (update, idempotencyKey) => {
    const answer = await send(update, idempotencyKey);
    if (answer.status >= 200 && answer.status < 300) return answer.body as LeadUpdateResponse;
    const fallback =
      answer.status === 0
        ? 'The lead update could not be sent: no answer from the server.'
        : `The lead update was refused (${answer.status}).`;
    throw new ApiError(answer.status, errorMessage(answer.body, fallback), answer.body);
  };
}
