import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataCommand } from '../cli/data.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase, testDrivers } from '../test/harness.ts';
import { generateJobId } from './jobs.ts';
import { PERSONAL_DATA_TABLES, presentTables } from './personal-data.ts';
import { deletePersonalData, exportPersonalData } from './privacy-data.ts';
import { listStoredMail, writeStoredMail } from './mail/store.ts';
import { purgeExpired, schedulePurge } from './retention.ts';

const DAY = 86_400_000;
const retention = { applications: 730, leads: 730, privacyRequests: 730, idempotencyKeys: 30, deliveries: 30 };

for (const driver of testDrivers) {
  describe(`retention and privacy requests [${driver}]`, () => {
    let database: Database;
    let jobId: string;

    beforeAll(async () => {
      database = await createTestDatabase(driver);
      jobId = generateJobId();
      await database.db
        .insertInto('jobs')
        .values({ id: jobId, name: 'Retention Probe', status: 'Open', description: 'A role.' })
        .execute();
    });
    afterAll(async () => {
      await database?.close();
    });

    const addApplication = (email: string, ageDays: number) =>
      database.db
        .insertInto('applications')
        .values({
          id: randomUUID(),
          job_id: jobId,
          email,
          email_key: email.toLowerCase(),
          first_name: 'Ada',
          last_name: 'Example',
          resume_text: `Resume of ${email}`,
          source: 'Website',
          interview_token: randomUUID(),
          isa_link: 'https://isa.example.com/interview/x',
          consent_version: '1',
          consent_at: new Date(Date.now() - ageDays * DAY),
          created_at: new Date(Date.now() - ageDays * DAY),
        })
        .execute();
    const addKey = (key: string, ageDays: number, response = '{}') =>
      database.db
        .insertInto('idempotency_keys')
        .values({
          scope: 'test',
          key,
          request_hash: 'h',
          status_code: 201,
          response,
          created_at: new Date(Date.now() - ageDays * DAY),
        })
        .execute();
    const count = async (table: 'applications' | 'idempotency_keys') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('knows every table with personal data that this database has', async () => {
      const present = (await presentTables(database.db)).map((t) => t.table);
      expect(present).toEqual(expect.arrayContaining(['applications', 'idempotency_keys']));
      expect(PERSONAL_DATA_TABLES.map((t) => t.table)).toEqual(
        expect.arrayContaining(['applications', 'leads', 'privacy_requests', 'idempotency_keys']),
      );
    });

    it('purges rows older than their retention period and keeps the rest', async () => {
      await addApplication('old.applicant@example.com', 731);
      await addApplication('recent.applicant@example.com', 700);
      await addKey('old-key-000001', 31);
      await addKey('new-key-000001', 29);
      const before = { applications: await count('applications'), keys: await count('idempotency_keys') };

      const removed = await purgeExpired(database.db, retention);
      expect(removed).toMatchObject({ applications: 1, idempotency_keys: 1 });
      expect(await count('applications')).toBe(before.applications - 1);
      expect(await count('idempotency_keys')).toBe(before.keys - 1);
      expect(await exportPersonalData(database.db, 'old.applicant@example.com')).toMatchObject({ applications: [] });
      expect((await exportPersonalData(database.db, 'recent.applicant@example.com')).applications).toHaveLength(1);
      // A second run finds nothing more to do.
      expect(Object.values(await purgeExpired(database.db, retention)).every((n) => n === 0)).toBe(true);
    });

    it('purges outbox events once delivered or dead and past their retention, never one still pending', async () => {
      const addEvent = async (id: string, ageDays: number, status: 'pending' | 'delivered' | 'dead') => {
        const at = new Date(Date.now() - ageDays * DAY);
        await database.db
          .insertInto('outbox_events')
          .values({
            id,
            type: 'lead.created',
            payload: '{}',
            subject_email: `${id}@example.com`,
            fanned_out: true,
            created_at: at,
          })
          .execute();
        await database.db
          .insertInto('outbox_deliveries')
          .values({ event_id: id, channel: 'webhook:https://hooks.example/a', status })
          .execute();
      };
      await addEvent('msg_old_delivered', 31, 'delivered');
      await addEvent('msg_old_dead', 31, 'dead');
      await addEvent('msg_old_pending', 31, 'pending');
      await addEvent('msg_new_delivered', 29, 'delivered');
      const removed = await purgeExpired(database.db, retention);
      expect(removed.outbox_events).toBe(2);
      const left = await database.db.selectFrom('outbox_events').select('id').where('id', 'like', 'msg_%').execute();
      expect(left.map((e) => e.id).sort()).toEqual(['msg_new_delivered', 'msg_old_pending']);
      // Their deliveries went with them.
      const deliveries = await database.db.selectFrom('outbox_deliveries').select('event_id').execute();
      expect(deliveries.map((d) => d.event_id).sort()).toEqual(['msg_new_delivered', 'msg_old_pending']);
    });

    it('exports and deletes everything stored about an address, whatever its case', async () => {
      await addApplication('Grace.Subject@Example.com', 10);
      await addApplication('someone.else@example.com', 10);
      const exported = await exportPersonalData(database.db, ' grace.subject@example.COM ');
      expect(exported.applications).toHaveLength(1);
      expect(exported.applications![0]).toMatchObject({ resume_text: 'Resume of Grace.Subject@Example.com' });

      const [grace] = await database.db
        .selectFrom('applications')
        .select('interview_token')
        .where('email', '=', 'Grace.Subject@Example.com')
        .execute();
      // Replays of her application (its interview link) and of a lead (her address), and someone else's.
      await addKey('grace-apply-01', 1, JSON.stringify({ isaLink: `https://isa.example/i/${grace!.interview_token}` }));
      await addKey('grace-lead-001', 1, JSON.stringify({ lead: { email: 'grace.subject@example.com' } }));
      await addKey('other-lead-001', 1, JSON.stringify({ lead: { email: 'someone.else@example.com' } }));

      const removed = await deletePersonalData(database.db, 'GRACE.SUBJECT@example.com');
      expect(removed).toMatchObject({ applications: 1, idempotency_keys: 2 });
      const keys = await database.db.selectFrom('idempotency_keys').select('key').execute();
      expect(keys.map((k) => k.key)).toContain('other-lead-001');
      expect(keys.map((k) => k.key)).not.toContain('grace-apply-01');
      expect((await exportPersonalData(database.db, 'grace.subject@example.com')).applications).toEqual([]);
      expect((await exportPersonalData(database.db, 'someone.else@example.com')).applications).toHaveLength(1);
    });

    it('serves the same through `npm run data -- export|delete|purge`', async () => {
      await addApplication('cli.subject@example.com', 5);
      const config = loadConfig({ LOG_LEVEL: 'silent' });
      const run = async (...args: string[]) => {
        const lines: string[] = [];
        const code = await dataCommand.run(args, { config, database, out: (line) => lines.push(line) });
        return { code, output: lines.join('\n') };
      };
      const exported = await run('export', 'cli.subject@example.com');
      expect(exported.code).toBe(0);
      expect(JSON.parse(exported.output).applications[0].email).toBe('cli.subject@example.com');
      expect(await run('delete', 'cli.subject@example.com')).toMatchObject({ code: 0 });
      expect(JSON.parse((await run('export', 'cli.subject@example.com')).output).applications).toEqual([]);
      expect((await run('purge')).output).toMatch(/applications: \d+ expired row\(s\) deleted/);
      expect((await run('export', 'not-an-email')).code).toBe(2);
    });

    it("removes the .eml files of expired mail under DATA_DIR/mail, on the server's schedule as with the CLI", async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'isa-retention-'));
      try {
        const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
        const dir = config.delivery.mail.dir;
        expect(dir).toBe(path.join(dataDir, 'mail'));
        const storeMail = async (ageDays: number) => {
          const id = `msg_${randomUUID().replaceAll('-', '')}`;
          await writeStoredMail(dir, id, Buffer.from(`To: someone@example.com\r\nSubject: Hi\r\n\r\nBody ${id}`));
          const at = new Date(Date.now() - ageDays * DAY);
          await fs.utimes(path.join(dir, `${id}.eml`), at, at);
          return id;
        };
        const stored = async () => (await listStoredMail(dir)).map((mail) => mail.id).sort();
        const [expired, kept] = [await storeMail(31), await storeMail(29)];
        await addKey(`sched-old-${randomUUID()}`, 31);

        const stop = schedulePurge(
          database.db,
          { ...config, retentionDays: retention, retentionPurgeIntervalMinutes: 60 },
          createLogger(config),
          0,
        );
        try {
          await vi.waitFor(async () => expect(await stored()).toEqual([kept]), { timeout: 5_000 });
        } finally {
          await stop();
        }
        expect(await stored()).not.toContain(expired);
        // The same run purged the expired rows.
        const oldKeys = await database.db
          .selectFrom('idempotency_keys')
          .select('key')
          .where('key', 'like', 'sched-old-%')
          .execute();
        expect(oldKeys).toEqual([]);

        const again = await storeMail(31);
        const lines: string[] = [];
        expect(await dataCommand.run(['purge'], { config, database, out: (line) => lines.push(line) })).toBe(0);
        expect(lines).toContain('stored mail: 1 expired message(s) deleted');
        expect(await stored()).toEqual([kept]);
        expect(await stored()).not.toContain(again);
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    });
  });
}
