import type { Kysely } from 'kysely';
import type { Schema } from '../schema.ts';

export interface NewPrivacyRequest {
  reference: string;
  fullName: string;
  email: string;
  requestType: string;
  details: string;
}

/** Storage of privacy requests. */
export function privacyRequestsRepository(db: Kysely<Schema>) {
  return {
    /** Stores a request; answers the stored row. */
    insert(request: NewPrivacyRequest) {
      return db
        .insertInto('privacy_requests')
        .values({
          reference: request.reference,
          full_name: request.fullName,
          email: request.email,
          request_type: request.requestType,
          details: request.details,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Every request, oldest first: the order operators handle them in. */
    async list() {
      return db
        .selectFrom('privacy_requests')
        .selectAll()
        .orderBy('created_at', 'asc')
        .orderBy('reference', 'asc')
        .execute();
    },

    /** One request by its reference number, or undefined. */
    async find(reference: string) {
      return db.selectFrom('privacy_requests').selectAll().where('reference', '=', reference).executeTakeFirst();
    },
  };
}
