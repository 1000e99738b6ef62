import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

/** The event types receivers may subscribe to (webhooks, HubSpot); `mail.message` is internal. */
export const EVENT_TYPES = [
  'lead.created',
  'lead.updated',
  'application.created',
  'privacy_request.created',
  'interview.started',
  'interview.completed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The type of the events that carry one e-mail message to one person (the mail channel's only input). */
export const MAIL_EVENT_TYPE = 'mail.message';

/** What a webhook receiver gets as the body: Standard Webhooks' `{ type, timestamp, data }`. */
export interface EventBody<T = Record<string, unknown>> {
  type: string;
  /** When the change happened (ISO-8601); the same in every retry. */
  timestamp: string;
  data: T;
}

/** One e-mail, stored whole in the outbox so a retry sends exactly what was written. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Why it was sent, e.g. 'application.created' (shown by `npm run mail -- list`). */
  kind: string;
}

/** A stored event as the worker and its channels see it. */
export interface OutboxEvent {
  id: string;
  type: string;
  payload: EventBody | MailMessage;
  createdAt: Date;
}

/**
 * Told of every event written by this process, so its worker looks a moment later instead of at its next
 * poll (the transaction has usually committed by then; if not, the poll finds the event).
 */
export const outboxWrites = new EventTarget();

/** A new event id: `msg_` and 32 hex digits; it stays the same across all retries and receivers. */
export function newEventId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/** A database handle or an open transaction: pass the transaction that makes the change being reported. */
type Writer = Kysely<Schema>;

/**
 * Records an event in the outbox: `enqueueEvent(trx, { type, data, subjectEmail? })` → the event id.
 * Call it with the transaction that writes the change, so the change and its event commit (or roll back)
 * together; the delivery worker sends it later to every configured webhook and to HubSpot. `data` is the
 * record as the operators' export shows it (a presenter's output); `subjectEmail` is the address of the person
 * it is about, so that a deletion request also removes the event.
 */
export async function enqueueEvent(
  trx: Writer,
  event: { type: EventType; data: object; subjectEmail?: string | null; timestamp?: Date },
): Promise<string> {
  const id = newEventId();
  const body: EventBody<object> = {
    type: event.type,
    timestamp: (event.timestamp ?? new Date()).toISOString(),
    data: event.data,
  };
  await trx
    .insertInto('outbox_events')
    .values({
      id,
      type: event.type,
      payload: JSON.stringify(body),
      subject_email: event.subjectEmail ? event.subjectEmail.trim().toLowerCase() : null,
    })
    .execute();
  outboxWrites.dispatchEvent(new Event('write'));
  return id;
}

/**
 * Queues one e-mail in the outbox: `enqueueMail(trx, { to, subject, text, html, kind })` → the event id.
 * Same transaction rule as enqueueEvent; the mail channel sends it over SMTP (SMTP_URL) or writes it as
 * an .eml file under DATA_DIR/mail.
 */
export async function enqueueMail(trx: Writer, message: MailMessage): Promise<string> {
  const id = newEventId();
  await trx
    .insertInto('outbox_events')
    .values({
      id,
      type: MAIL_EVENT_TYPE,
      payload: JSON.stringify(message),
      subject_email: message.to.trim().toLowerCase(),
    })
    .execute();
  outboxWrites.dispatchEvent(new Event('write'));
  return id;
}
