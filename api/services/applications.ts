import { sql } from 'kysely';
import { randomBytes, randomUUID } from 'node:crypto';
import { CONSENT_VERSION, type ApplicationAnswer, type ApplicationInput } from '../../src/shared/application.ts';
import type { Db } from '../db/database.ts';
import { applicationsRepository } from '../db/repositories/applications.ts';
import type { ApplicationRow } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';
import { presentApplication, type ExportedApplicationDto } from '../presenters/application.ts';
import { interviewsOfApplications } from './interview/interviews.ts';
import { runIdempotent, type IdempotentAnswer, type StoredAnswer } from './idempotency.ts';
import { applicationReceivedMail, applicationReminderMail } from './mail/templates.ts';
import { enqueueEvent, enqueueMail, MAIL_EVENT_TYPE } from './outbox/outbox.ts';
import { normalizeLinkedIn } from './resume/contact.ts';

export const APPLICATION_MESSAGES = {
  duplicateWithLink: 'You have already applied to this job. Here is your interview link again.',
  duplicateNoLink: 'You have already applied to this job. Please check your e-mail for your interview link.',
  jobClosed: 'This job is no longer accepting applications.',
  jobMissing: 'This job could not be found. It may have been removed.',
} as const;

/** Resume text compared for a re-submission: the same words in the same order. */
const sameResume = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** A repeated application re-sends the interview link to the address on file at most this often. */
const REMINDER_INTERVAL_MS = 3_600_000;

/** Applications: submit once per job and address, with an interview link. */
export function applicationsService(db: Db, config: { interviewBaseUrl: string; interviewLinkDays: number }) {
  return {
    /**
     * Records an application and answers with its interview link. A second application for the same job
     * and address (any letter case) is a duplicate: the stored link is returned only when the same resume
     * is sent again, so knowing someone's address is not enough to obtain their interview link. The
     * `application.created` event and the candidate's e-mail (job, link, help) commit with the application;
     * a duplicate queues the stored link to the address on file instead.
     */
    submit(input: ApplicationInput, idempotencyKey: string | undefined): Promise<IdempotentAnswer<ApplicationAnswer>> {
      return runIdempotent<ApplicationAnswer>(
        db,
        { scope: 'applications', key: idempotencyKey, payload: input },
        async (trx) => {
          const job = await trx
            .selectFrom('jobs')
            .select(['id', 'status', 'name', 'public_name'])
            .where('id', '=', input.jobId)
            .executeTakeFirst();
          if (!job) throw notFound(APPLICATION_MESSAGES.jobMissing, 'job_not_found');
          if (job.status !== 'Open') throw conflict(APPLICATION_MESSAGES.jobClosed, 'job_closed');
          const repo = applicationsRepository(trx);
          const emailKey = input.contactEmail.trim().toLowerCase();
          const duplicate = async (existing: ApplicationRow): Promise<StoredAnswer<ApplicationAnswer>> => {
            const withLink = sameResume(existing.resume_text, input.resumeText);
            // The stored link goes to the address on file, never into the answer for another resume; at most
            // once an hour, so repeated submissions cannot flood someone's inbox.
            const recent = await trx
              .selectFrom('outbox_events')
              .select('id')
              .where('type', '=', MAIL_EVENT_TYPE)
              .where('subject_email', '=', existing.email_key)
              .where(sql<boolean>`payload->>'kind' = 'application.duplicate'`)
              .where('created_at', '>', new Date(Date.now() - REMINDER_INTERVAL_MS))
              .executeTakeFirst();
            if (!recent) await enqueueMail(trx, applicationReminderMail(presentApplication(existing, job)));
            return {
              status: 200,
              body: {
                duplicate: true,
                isaLink: withLink ? existing.isa_link : null,
                detail: withLink ? APPLICATION_MESSAGES.duplicateWithLink : APPLICATION_MESSAGES.duplicateNoLink,
              },
            };
          };
          const existing = await repo.findByJobAndEmail(job.id, emailKey);
          if (existing) return await duplicate(existing);
          const token = randomBytes(24).toString('base64url');
          const isaLink = `${config.interviewBaseUrl}${token}`;
          const inserted = await repo.insertIfNew({
            id: randomUUID(),
            job_id: job.id,
            email: input.contactEmail,
            email_key: emailKey,
            first_name: input.contactFirstName,
            last_name: input.contactLastName,
            phone: input.contactPhone ?? null,
            linkedin_url: input.contactLinkedIn
              ? (normalizeLinkedIn(input.contactLinkedIn) ?? input.contactLinkedIn)
              : null,
            resume_text: input.resumeText,
            source: input.source,
            interview_token: token,
            isa_link: isaLink,
            consent_version: input.consentVersion ?? CONSENT_VERSION,
            consent_at: new Date(),
            event: input.event ?? null,
          });
          if (!inserted) {
            // Another request for the same address won the race; answer as its duplicate.
            return await duplicate((await repo.findByJobAndEmail(job.id, emailKey))!);
          }
          const presented = presentApplication(inserted, job);
          await enqueueEvent(trx, { type: 'application.created', data: presented, subjectEmail: inserted.email });
          await enqueueMail(trx, applicationReceivedMail(presented));
          return { status: 201, body: { duplicate: false, isaLink } };
        },
      );
    },

    /** Every application with its interview as operators export it, oldest first; of one job when `jobId` is given. */
    async list(jobId?: string): Promise<ExportedApplicationDto[]> {
      const rows = await applicationsRepository(db).listWithJob(jobId);
      const applications = rows.map((row) =>
        presentApplication(row, { name: row.job_name, public_name: row.job_public_name }),
      );
      const interviews = await interviewsOfApplications(db, applications, config.interviewLinkDays);
      return applications.map((application, index) => ({ ...application, interview: interviews[index]! }));
    },
  };
}
