import type { ApiClient } from '../api/client';
import type { Platform } from '../platform/platform';
import type { LeadPayload, LeadResponse, LeadUpdatePayload, LeadUpdateResponse } from '../../shared/lead';
import type { LeadOutbox } from './lead-outbox';

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

/** PATCH /api/leads: staff's qualification of a captured lead, with its own idempotency key. */
export function patchLead(
  api: ApiClient,
  update: LeadUpdatePayload,
  idempotencyKey: string,
): Promise<LeadUpdateResponse> {
  return api.request<LeadUpdateResponse>('/api/leads', {
    method: 'PATCH',
    body: update,
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackError: 'The lead update could not be sent.',
  });
}
