import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PrivacyRequest, PrivacyRequestDto, PrivacyRequestReceipt } from '../../src/shared/privacy-request.ts';
import { privacyRequestsRepository } from '../db/repositories/privacy-requests.ts';
import type { Schema } from '../db/schema.ts';
import { presentPrivacyRequest } from '../presenters/privacy-request.ts';
import { runIdempotent, type IdempotentAnswer } from './idempotency.ts';
import { privacyRequestReceivedMail } from './mail/templates.ts';
import { enqueueEvent, enqueueMail } from './outbox/outbox.ts';

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
    /** Stores a request once per idempotency key: a replay answers the first receipt and writes nothing. */
    submit(request: PrivacyRequest, idempotencyKey?: string): Promise<IdempotentAnswer<PrivacyRequestReceipt>> {
      return runIdempotent(db, { scope: 'privacy-requests', key: idempotencyKey, payload: request }, async (trx) => ({
        status: 201,
        body: await privacyRequestsService(trx).create(request),
      }));
    },

    /**
     * Stores a request, its `privacy_request.created` event and the acknowledgement e-mail with its reference;
     * pass a transaction so all three commit together.
     */
    async create(request: PrivacyRequest): Promise<PrivacyRequestReceipt> {
      const stored = await privacyRequestsRepository(db).insert({ reference: newPrivacyReference(), ...request });
      const data = presentPrivacyRequest(stored);
      await enqueueEvent(db, { type: 'privacy_request.created', data, subjectEmail: stored.email });
      await enqueueMail(db, privacyRequestReceivedMail(data));
      return { reference: data.reference, requestType: request.requestType, createdAt: data.createdAt };
    },

    async list(): Promise<PrivacyRequestDto[]> {
      return (await privacyRequestsRepository(db).list()).map(presentPrivacyRequest);
    },
  };
}
