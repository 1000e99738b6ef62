import type { LeadDto } from '../../../../src/shared/lead.ts';
import {
  describeError,
  MAX_ERROR_BODY_BYTES,
  readLimited,
  retryAfterMs,
  type DeliveryChannel,
  type SendResult,
} from '../channel.ts';
import type { EventBody, OutboxEvent } from '../outbox.ts';

/** HubSpot's limit of inputs per batch call. */
const HUBSPOT_BATCH_LIMIT = 100;
/** The most of a HubSpot answer read (a full batch answer is far smaller). */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * HubSpot contact properties set from a lead. The standard ones exist in every portal; the `isa_*` ones are
 * custom contact properties (single-line text) to create once in HubSpot. Empty values are left out so an
 * update never blanks what HubSpot already has.
 */
export function hubspotProperties(lead: Partial<LeadDto>): Record<string, string> {
  const values: Record<string, string | null | undefined> = {
    email: lead.email,
    firstname: lead.firstName,
    lastname: lead.lastName,
    phone: lead.phone,
    company: lead.company,
    isa_source: lead.source,
    isa_event: lead.event,
    isa_rating: lead.rating,
    isa_notes: lead.notes,
    isa_interests: lead.interests && lead.interests.length > 0 ? lead.interests.join('; ') : undefined,
    isa_captured_by: lead.capturedBy,
  };
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/**
 * Creates or updates one HubSpot contact per lead through CRM v3 `contacts/batch/upsert`, matched on e-mail.
 * Due leads travel together (up to 100 per call; several events of one address send only the newest). A 429
 * answer's Retry-After is honoured; a batch refused as bad input (400) is retried one contact per call so a
 * single bad record cannot hold back the others, and that record is then given up on.
 */
export function hubspotChannel(options: { token: string; baseUrl: string }): DeliveryChannel {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/crm/v3/objects/contacts/batch/upsert`;
  return {
    name: 'hubspot',
    batchSize: HUBSPOT_BATCH_LIMIT,
    accepts: (type) => type === 'lead.created' || type === 'lead.updated',
    async send(events, signal) {
      const leads = events.map((e) => (e.payload as EventBody<Partial<LeadDto>>).data);
      const emailOf = (i: number) => (leads[i]?.email ?? '').trim().toLowerCase();
      // The newest event per address stands for all of that address's events in this batch.
      const newest = new Map<string, number>();
      events.forEach((event, i) => {
        const at = newest.get(emailOf(i));
        if (at === undefined || events[at]!.createdAt <= event.createdAt) newest.set(emailOf(i), i);
      });
      const chosen = [...newest.values()];
      const results = await upsert(
        chosen.map((i) => events[i]!),
        chosen.map((i) => leads[i]!),
        signal,
      );
      const byEmail = new Map(chosen.map((i, k) => [emailOf(i), results[k]!]));
      return events.map((_, i) => byEmail.get(emailOf(i))!);
    },
  };

  async function upsert(
    events: OutboxEvent[],
    leads: Array<Partial<LeadDto>>,
    signal: AbortSignal,
  ): Promise<SendResult[]> {
    const inputs = leads.map((lead) => ({
      idProperty: 'email',
      id: lead.email ?? '',
      properties: hubspotProperties(lead),
    }));
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
          'user-agent': 'ISA-HubSpot/1.0',
        },
        body: JSON.stringify({ inputs }),
        redirect: 'manual',
        signal,
      });
    } catch (err) {
      return events.map(() => ({ ok: false, error: describeError(err) }));
    }
    const status = response.status;
    if (status === 200 || status === 201) {
      await response.body?.cancel().catch(() => undefined);
      return events.map(() => ({ ok: true, status }));
    }
    if (status === 207) {
      // Multi-status: the contacts in `results` were written; the others are retried.
      const { text } = await readLimited(response, MAX_ANSWER_BYTES);
      const done = new Set<string>();
      try {
        const body = JSON.parse(text) as { results?: Array<{ properties?: { email?: string } }> };
        for (const r of body.results ?? []) if (r.properties?.email) done.add(r.properties.email.toLowerCase());
      } catch {
        // Unreadable: retry them all.
      }
      return leads.map((lead) =>
        done.has((lead.email ?? '').toLowerCase())
          ? { ok: true, status }
          : { ok: false, status, error: 'HubSpot did not accept this contact (207)' },
      );
    }
    const { text } = await readLimited(response, MAX_ERROR_BODY_BYTES);
    const message = hubspotMessage(text);
    const error = `HubSpot ${status}${message ? `: ${message}` : ''}`;
    if (status === 429) {
      const wait = retryAfterMs(response.headers.get('retry-after')) ?? 10_000;
      return events.map(() => ({ ok: false, status, error, retryAfterMs: wait }));
    }
    if (status === 400 && events.length > 1) {
      // One bad record refuses the whole batch: find it by sending each on its own.
      const results: SendResult[] = [];
      for (const [i, event] of events.entries()) results.push(...(await upsert([event], [leads[i]!], signal)));
      return results;
    }
    // A single record HubSpot calls invalid will not become valid by retrying it.
    return events.map(() => ({ ok: false, status, error, ...(status === 400 ? { permanent: true } : {}) }));
  }
}

/** HubSpot's error message from an error body, when it has one. */
function hubspotMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message.slice(0, 300);
  } catch {
    // Not JSON: use the text itself.
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}
