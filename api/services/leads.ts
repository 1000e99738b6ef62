import type { LeadDto, LeadInput, LeadResponse, LeadUpdateInput, LeadUpdateResponse } from '../../src/shared/lead.ts';
import { notFound } from '../errors.ts';
import type { Db } from '../db/database.ts';
import { leadsRepository } from '../db/repositories/leads.ts';
import { presentLead } from '../presenters/lead.ts';
import { runIdempotent, type StoredAnswer } from './idempotency.ts';
import { enqueueEvent } from './outbox/outbox.ts';

/** Scope of lead submissions in the idempotency-key table. */
export const LEADS_IDEMPOTENCY_SCOPE = 'leads';
/** Scope of staff qualifications (their keys never collide with submissions). */
export const LEAD_UPDATES_IDEMPOTENCY_SCOPE = 'lead-updates';

/** Lead use cases shared by the HTTP routes and the CLI. */
export function leadsService(db: Db) {
  return {
    /**
     * Records a lead (upsert by e-mail). With an idempotency key a replay returns the first answer and
     * writes nothing, which makes the kiosk's retries harmless. The `lead.created` or `lead.updated` event
     * commits with the lead.
     */
    submit(lead: LeadInput, idempotencyKey?: string): Promise<StoredAnswer<LeadResponse> & { replayed: boolean }> {
      return runIdempotent<LeadResponse>(
        db,
        { scope: LEADS_IDEMPOTENCY_SCOPE, key: idempotencyKey, payload: lead },
        async (trx) => {
          const { created, row } = await leadsRepository(trx).upsert(lead);
          await enqueueEvent(trx, {
            type: created ? 'lead.created' : 'lead.updated',
            data: presentLead(row),
            subjectEmail: row.email,
          });
          return created ? { status: 201, body: { status: 'created' } } : { status: 200, body: { status: 'updated' } };
        },
      );
    },

    /**
     * Staff's rating, notes, interests and name on a lead already captured. With an idempotency key a replay
     * returns the first answer and writes nothing; an unknown e-mail is a 404 and stores no answer, so the
     * kiosk can send it again once the lead itself has arrived. The `lead.updated` event commits with it.
     */
    qualify(
      update: LeadUpdateInput,
      idempotencyKey?: string,
    ): Promise<StoredAnswer<LeadUpdateResponse> & { replayed: boolean }> {
      return runIdempotent<LeadUpdateResponse>(
        db,
        { scope: LEAD_UPDATES_IDEMPOTENCY_SCOPE, key: idempotencyKey, payload: update },
        async (trx) => {
          const row = await leadsRepository(trx).qualify(update);
          if (!row) throw notFound('No lead with this e-mail address.', 'lead_not_found');
          await enqueueEvent(trx, { type: 'lead.updated', data: presentLead(row), subjectEmail: row.email });
          return { status: 200, body: { status: 'updated' } };
        },
      );
    },

    async list(): Promise<LeadDto[]> {
      return (await leadsRepository(db).list()).map(presentLead);
    },
  };
}

export type LeadsService = ReturnType<typeof leadsService>;
