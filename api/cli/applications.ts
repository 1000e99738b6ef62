import { JOB_ID_PATTERN } from '../../src/shared/job.ts';
import { applicationsToCsv } from '../presenters/application.ts';
import { applicationsService } from '../services/applications.ts';
import { exportCommand } from './command.ts';

/** `npm run applications -- export …`: the operators' application export from the command line. */
export const applicationsCommand = exportCommand({
  usage: `Usage:
  npm run applications -- export [--format=csv|json] [--job=ID] [--out=FILE]
      every application (of one job with --job), CSV by default, to FILE or the screen`,
  noun: 'applications',
  jobPattern: JOB_ID_PATTERN,
  async produce(options, { config, database }) {
    const list = await applicationsService(database.db, config).list(options.job);
    const text = options.format === 'csv' ? applicationsToCsv(list).trimEnd() : JSON.stringify(list, null, 2);
    return { text, count: list.length };
  },
});
