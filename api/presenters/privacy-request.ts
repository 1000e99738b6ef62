import type { PrivacyRequestDto } from '../../src/shared/privacy-request.ts';
import type { PrivacyRequestType } from '../../src/shared/privacy-request-limits.ts';
import type { Schema } from '../db/schema.ts';
import type { Selectable } from 'kysely';

/** A privacy request as operators list it and as the `privacy_request.created` webhook carries it. */
export function presentPrivacyRequest(row: Selectable<Schema['privacy_requests']>): PrivacyRequestDto {
  return {
    reference: row.reference,
    fullName: row.full_name,
    email: row.email,
    // Only the form's types are ever stored (the schema checks them on the way in).
    requestType: row.request_type as PrivacyRequestType,
    details: row.details,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
