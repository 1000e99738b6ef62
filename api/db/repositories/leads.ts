import { sql } from 'kysely';
import type { LeadDto, LeadInput } from '../../../src/shared/lead.ts';
import type { Db } from '../database.ts';
import type { LeadRow } from '../schema.ts';

/** The key one person's leads are matched on: the e-mail, lowercased. */
export function leadEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Turns a stored row into the shape operators export. */
export function toLeadDto(row: LeadRow): LeadDto {
  return {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    company: row.company,
    source: row.source,
    event: row.event,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Leads storage: knows SQL, not HTTP. */
export function leadsRepository(db: Db) {
  return {
    /**
     * Inserts the lead, or updates the one with the same e-mail (any capitalisation). Optional fields left
     * out keep what is on file. Tells whether a new row was made.
     */
    async upsert(lead: LeadInput): Promise<{ created: boolean }> {
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
            updated_at: sql<Date>`now()`,
          })),
        )
        // xmax is 0 only for a row this statement inserted (PostgreSQL's documented upsert idiom).
        .returning(sql<boolean>`(xmax = 0)`.as('created'))
        .executeTakeFirstOrThrow();
      return { created: Boolean(row.created) };
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
