import { sql } from 'kysely';
import type { Logger } from 'pino';
import { jobDisplayName } from '../../../src/shared/job.ts';
import type { Db } from '../../db/database.ts';
import { repeatInBackground } from '../background.ts';
import { interviewReminderMail } from '../mail/templates.ts';
import { enqueueMail } from '../outbox/outbox.ts';

/** An interview not started this long after the application earns one reminder. */
export const REMINDER_AFTER_HOURS = 24;
/** Applications reminded per run; the next run takes the rest. */
const BATCH = 200;

export interface ReminderOptions {
  /** Links that lead to this site's own interview start with this (the site's `/interview/`). */
  ownLinkPrefix: string;
  linkDays: number;
  now?: Date;
}

/**
 * Queues the reminder e-mail for every interview of this site not started 24 hours after its application
 * (and not yet expired), once per application: the mark and the e-mail are written in one transaction, and
 * only the instance whose update takes the mark queues the mail. Returns how many were queued.
 */
export async function queueInterviewReminders(db: Db, options: ReminderOptions): Promise<number> {
  const now = options.now ?? new Date();
  const due = new Date(now.getTime() - REMINDER_AFTER_HOURS * 3_600_000);
  const expired = new Date(now.getTime() - options.linkDays * 86_400_000);
  const candidates = await db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .leftJoin('interviews', 'interviews.application_id', 'applications.id')
    .select([
      'applications.id',
      'applications.email',
      'applications.first_name',
      'applications.isa_link',
      'applications.created_at',
      'jobs.name',
      'jobs.public_name',
    ])
    .where('applications.created_at', '<=', due)
    .where('applications.created_at', '>', expired)
    .where(sql<boolean>`left(applications.isa_link, ${options.ownLinkPrefix.length}) = ${options.ownLinkPrefix}`)
    .where((eb) =>
      eb.or([
        eb('interviews.application_id', 'is', null),
        eb.and([eb('interviews.status', '=', 'not_started'), eb('interviews.reminder_sent_at', 'is', null)]),
      ]),
    )
    .orderBy('applications.created_at')
    .limit(BATCH)
    .execute();

  let queued = 0;
  for (const app of candidates) {
    const expiresAt = new Date(new Date(app.created_at).getTime() + options.linkDays * 86_400_000);
    await db.transaction().execute(async (trx) => {
      const marked = await trx
        .insertInto('interviews')
        .values({ application_id: app.id, expires_at: expiresAt, reminder_sent_at: now })
        .onConflict((oc) =>
          oc
            .column('application_id')
            .doUpdateSet({ reminder_sent_at: now })
            .where('interviews.reminder_sent_at', 'is', null)
            .where('interviews.status', '=', 'not_started'),
        )
        .returning('application_id')
        .executeTakeFirst();
      if (!marked) return;
      await enqueueMail(
        trx,
        interviewReminderMail({
          email: app.email,
          firstName: app.first_name,
          jobTitle: jobDisplayName({ publicName: app.public_name, name: app.name }),
          interviewLink: app.isa_link,
          expiresAt,
        }),
      );
      queued++;
    });
  }
  return queued;
}

/**
 * Queues reminders at start and then every `intervalMinutes` without keeping the process alive; off when
 * interview links lead to another site. Returns a stop function.
 */
export function scheduleInterviewReminders(
  db: Db,
  config: { publicBaseUrl: string; interviewBaseUrl: string; interviewLinkDays: number },
  logger: Logger,
  intervalMinutes = 10,
): () => Promise<void> {
  const ownLinkPrefix = `${config.publicBaseUrl}/interview/`;
  if (config.interviewBaseUrl !== ownLinkPrefix) return async () => undefined;
  return repeatInBackground(
    async () => {
      const queued = await queueInterviewReminders(db, { ownLinkPrefix, linkDays: config.interviewLinkDays });
      if (queued > 0) logger.info({ queued }, 'interview reminders queued');
    },
    {
      intervalMinutes,
      firstAfterMs: 2_000,
      onError: (err) => logger.warn({ err: err.message }, 'interview reminders failed; will retry'),
    },
  );
}
