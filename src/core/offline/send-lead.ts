import type { ApiClient } from '../api/client';
import type { LeadPayload, LeadResponse } from '../../shared/lead';

/** POST /api/leads with the idempotency key that makes a resend harmless. */
export function postLead(api: ApiClient, lead: LeadPayload, idempotencyKey: string): Promise<LeadResponse> {
  return api.request<LeadResponse>('/api/leads', {
    method: 'POST',
    body: lead,
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackError: 'We could not send your details. Please try again.',
  });
}
