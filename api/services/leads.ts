import type { LeadDto, LeadInput, LeadResponse } from '../../src/shared/lead.ts';
import type { Db } from '../db/database.ts';
import { leadsRepository, toLeadDto } from '../db/repositories/leads.ts';
import { runIdempotent, type StoredAnswer } from './idempotency.ts';

/** Scope of lead submissions in the idempotency-key table. */
export const LEADS_IDEMPOTENCY_SCOPE = 'leads';

/** Lead use cases shared by the HTTP routes and the CLI. */
export function leadsService(db: Db) {
  return {
    /**
     * Records a lead (upsert by e-mail). With an idempotency key a replay returns the first answer and
     * writes nothing, which makes the kiosk's retries harmless.
     */
    submit(lead: LeadInput, idempotencyKey?: string): Promise<StoredAnswer<LeadResponse> & { replayed: boolean }> {
      return runIdempotent<LeadResponse>(
        db,
        { scope: LEADS_IDEMPOTENCY_SCOPE, key: idempotencyKey, payload: lead },
        async (trx) => {
          const { created } = await leadsRepository(trx).upsert(lead);
          return created ? { status: 201, body: { status: 'created' } } : { status: 200, body: { status: 'updated' } };
        },
      );
    },

    async list(): Promise<LeadDto[]> {
      return (await leadsRepository(db).list()).map(toLeadDto);
    },
  };
}

export type LeadsService = ReturnType<typeof leadsService>;
