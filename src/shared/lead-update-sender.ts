import { leadUpdateSchema } from './lead.ts';

/** The API's answer to a staff qualification: its HTTP status (0: no answer at all) and its JSON body. */
export interface LeadUpdateAnswer {
  status: number;
  body: unknown;
}

/** Where a kiosk's qualifications go: the API, and the kiosk's token for it (kiosk-config.json `apiToken`). */
export interface LeadUpdateTarget {
  apiUrl: string;
  apiToken?: string | undefined;
}

/**
 * Sends staff's qualification of a lead to `PATCH /api/leads` with `Authorization: Bearer <apiToken>`. It
 * runs where the token is kept (Electron main, or kiosk:serve in a browser test), never in the page: the page
 * hands over the update and its Idempotency-Key, which are checked here first, and gets the answer back.
 */
export async function sendLeadUpdate(
  target: LeadUpdateTarget,
  update: unknown,
  idempotencyKey: unknown,
  timeoutMs = 15_000,
): Promise<LeadUpdateAnswer> {
  if (!leadUpdateSchema.safeParse(update).success || typeof idempotencyKey !== 'string') {
    return { status: 400, body: { error: 'Invalid qualification.', code: 'validation_failed' } };
  }
  let response: Response;
  try {
    response = await fetch(`${target.apiUrl.replace(/\/+$/, '')}/api/leads`, {
      method: 'PATCH',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
        ...(target.apiToken ? { Authorization: `Bearer ${target.apiToken}` } : {}),
      },
      body: JSON.stringify(update),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { status: 0, body: null };
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}
