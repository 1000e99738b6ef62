import { sql } from 'kysely';
import { MARKETING_CONSENT_VERSION, type LeadInput, type LeadUpdateInput } from '../../../src/shared/lead.ts';
import type { Db } from '../database.ts';
import type { LeadRow } from '../schema.ts';

/** The key one person's leads are matched on: the e-mail, lowercased. */
export function leadEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Leads storage: knows SQL, not HTTP. */
export function leadsRepository(db: Db) {
  return {
    /**
     * Inserts the lead, or updates the one with the same e-mail (any capitalisation). Optional fields left
     * out keep what is on file. Answers the stored row and whether it is new.
     */
    async upsert(lead: LeadInput): Promise<{ created: boolean; row: LeadRow }> {
      const row = await db
        .insertInto('leads')
        .values({
          email: lead.email,
          email_key: leadEmailKey(lead.email),
          first_name: lead.firstName,
          last_name: lead.lastName,
          phone: lead.phone ?? null,
          company: lead.company ?? null,
          source: lead.source,
          event: lead.event ?? null,
          rating: lead.rating ?? null,
          notes: lead.notes ?? null,
          interests: JSON.stringify(lead.interests ?? []),
          captured_by: lead.capturedBy ?? null,
          ...(lead.marketingConsent === undefined
            ? {}
            : {
                marketing_consent: lead.marketingConsent,
                marketing_consent_version: MARKETING_CONSENT_VERSION,
                marketing_consent_at: sql<Date>`now()`,
              }),
        })
        .onConflict((oc) =>
          oc.column('email_key').doUpdateSet((eb) => ({
            email: eb.ref('excluded.email'),
            first_name: eb.ref('excluded.first_name'),
            last_name: eb.ref('excluded.last_name'),
            phone: sql<string | null>`coalesce(excluded.phone, leads.phone)`,
            company: sql<string | null>`coalesce(excluded.company, leads.company)`,
            source: eb.ref('excluded.source'),
            event: sql<string | null>`coalesce(excluded.event, leads.event)`,
            rating: sql<string | null>`coalesce(excluded.rating, leads.rating)`,
            notes: sql<string | null>`coalesce(excluded.notes, leads.notes)`,
            ...(lead.interests === undefined ? {} : { interests: eb.ref('excluded.interests') }),
            captured_by: sql<string | null>`coalesce(excluded.captured_by, leads.captured_by)`,
            ...(lead.marketingConsent === undefined
              ? {}
              : {
                  marketing_consent: eb.ref('excluded.marketing_consent'),
                  marketing_consent_version: eb.ref('excluded.marketing_consent_version'),
                  marketing_consent_at: eb.ref('excluded.marketing_consent_at'),
                }),
            updated_at: sql<Date>`now()`,
          })),
        )
        // xmax is 0 only for a row this statement inserted (PostgreSQL's documented upsert idiom).
        .returningAll()
        .returning(sql<boolean>`(xmax = 0)`.as('created'))
        .executeTakeFirstOrThrow();
      const { created, ...stored } = row;
      return { created: Boolean(created), row: stored };
    },

    /** Sets the fields staff qualified on the lead with this e-mail; the updated row, undefined when there is none. */
    qualify(update: LeadUpdateInput): Promise<LeadRow | undefined> {
      return db
        .updateTable('leads')
        .set({
          ...(update.rating === undefined ? {} : { rating: update.rating }),
          ...(update.notes === undefined ? {} : { notes: update.notes || null }),
          ...(update.interests === undefined ? {} : { interests: JSON.stringify(update.interests) }),
          ...(update.capturedBy === undefined ? {} : { captured_by: update.capturedBy }),
          updated_at: sql<Date>`now()`,
        })
        .where('email_key', '=', leadEmailKey(update.email))
        .returningAll()
        .executeTakeFirst();
    },

    /** Every lead, oldest first. */
    list(): Promise<LeadRow[]> {
      return db.selectFrom('leads').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
    },

    findByEmail(email: string): Promise<LeadRow | undefined> {
      return db.selectFrom('leads').selectAll().where('email_key', '=', leadEmailKey(email)).executeTakeFirst();
    },
  };
}

export type LeadsRepository = ReturnType<typeof leadsRepository>;
