import type { LeadDto, LeadRating } from '../../src/shared/lead.ts';
import type { LeadRow } from '../db/schema.ts';

/**
 * A lead as it leaves the site: the operators' export (JSON and CSV), the `lead.*` webhook data and the
 * HubSpot contact are all built from this one shape, so a field added here reaches every one of them.
 */
export function presentLead(row: LeadRow): LeadDto {
  return {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    company: row.company,
    source: row.source,
    event: row.event,
    rating: (row.rating as LeadRating | null) ?? null,
    notes: row.notes,
    interests: row.interests ?? [],
    capturedBy: row.captured_by,
    marketingConsent: row.marketing_consent,
    marketingConsentVersion: row.marketing_consent_version,
    marketingConsentAt: row.marketing_consent_at ? new Date(row.marketing_consent_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
