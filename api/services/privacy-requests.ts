import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  PrivacyRequest,
  PrivacyRequestDto,
  PrivacyRequestReceipt,
  PrivacyRequestType,
} from '../../src/shared/privacy-request.ts';
import { privacyRequestsRepository } from '../db/repositories/privacy-requests.ts';
import type { Schema } from '../db/schema.ts';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new reference number, e.g. PR-7K4M9Q2X (32^8 ≈ 10^12 values, drawn from a CSPRNG). */
export function newPrivacyReference(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `PR-${code}`;
}

/** Privacy requests: stores each one and answers its reference number; operators list them. */
export function privacyRequestsService(db: Kysely<Schema>) {
  return {
    async create(request: PrivacyRequest): Promise<PrivacyRequestReceipt> {
      const stored = await privacyRequestsRepository(db).insert({ reference: newPrivacyReference(), ...request });
      return {
        reference: stored.reference,
        requestType: request.requestType,
        createdAt: stored.createdAt.toISOString(),
      };
    },

    async list(): Promise<PrivacyRequestDto[]> {
      return (await privacyRequestsRepository(db).list()).map((row) => ({
        reference: row.reference,
        fullName: row.full_name,
        email: row.email,
        // Only the form's types are ever stored (the schema checks them on the way in).
        requestType: row.request_type as PrivacyRequestType,
        details: row.details,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  };
}
