import { z } from 'zod';
import { deleteStoredMail } from '../services/mail/store.ts';
import { deletePersonalData, exportPersonalData } from '../services/privacy-data.ts';
import { purgeRetainedData } from '../services/retention.ts';
import type { CliCommand } from './command.ts';

const USAGE = `Usage:
  npm run data -- purge          delete every row older than its retention period (RETENTION_* settings)
  npm run data -- export EMAIL   print everything stored about EMAIL as JSON (access and portability requests)
  npm run data -- delete EMAIL   delete everything stored about EMAIL (deletion requests), queued events and mail included`;

const emailSchema = z.string().trim().max(254).pipe(z.email());

/** `data purge|export|delete`: retention and privacy requests across every table with personal data. */
export const dataCommand: CliCommand = {
  async run([sub, arg], { config, database, out }) {
    switch (sub) {
      case 'purge': {
        const { rows, storedMail } = await purgeRetainedData(database.db, config);
        for (const [table, count] of Object.entries(rows)) out(`${table}: ${count} expired row(s) deleted`);
        out(`stored mail: ${storedMail} expired message(s) deleted`);
        return 0;
      }
      case 'export':
      case 'delete': {
        const email = emailSchema.safeParse(arg ?? '');
        if (!email.success) break;
        if (sub === 'export') {
          out(JSON.stringify(await exportPersonalData(database.db, email.data), null, 2));
        } else {
          const removed = await deletePersonalData(database.db, email.data);
          for (const [table, count] of Object.entries(removed)) out(`${table}: ${count} row(s) deleted`);
          out(`stored mail: ${await deleteStoredMail(config.delivery.mail.dir, email.data)} message(s) deleted`);
        }
        return 0;
      }
    }
    console.error(USAGE);
    return 2;
  },
};
