import fs from 'node:fs/promises';
import { JOB_ID_PATTERN } from '../../src/shared/job.ts';
import { applicationsToCsv } from '../presenters/application.ts';
import { applicationsService } from '../services/applications.ts';
import type { CliCommand } from './command.ts';

const USAGE = `Usage:
  npm run applications -- export [--format=csv|json] [--job=ID] [--out=FILE]
      every application (of one job with --job), CSV by default, to FILE or the screen`;

/** Options of `applications export`, read from its arguments. */
export function parseApplicationsExportArgs(args: readonly string[]): {
  format: 'csv' | 'json';
  job?: string;
  out?: string;
} {
  let format: 'csv' | 'json' = 'csv';
  let job: string | undefined;
  let out: string | undefined;
  for (const arg of args) {
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg : arg.slice(0, eq);
    const value = eq < 0 ? '' : arg.slice(eq + 1);
    if (name === '--format' && (value === 'csv' || value === 'json')) format = value;
    else if (name === '--json') format = 'json';
    else if (name === '--csv') format = 'csv';
    else if (name === '--job' && JOB_ID_PATTERN.test(value)) job = value;
    else if (name === '--out' && value) out = value;
    else throw new Error(`Unknown or invalid option: ${arg}\n${USAGE}`);
  }
  return { format, ...(job ? { job } : {}), ...(out ? { out } : {}) };
}

/** `npm run applications -- export …`: the operators' application export from the command line. */
export const applicationsCommand: CliCommand = {
  async run(args, { config, database, out }) {
    const [command, ...rest] = args;
    if (command !== 'export') {
      console.error(USAGE);
      return command === undefined || command === '--help' ? 0 : 2;
    }
    let options: ReturnType<typeof parseApplicationsExportArgs>;
    try {
      options = parseApplicationsExportArgs(rest);
    } catch (err) {
      console.error((err as Error).message);
      return 2;
    }
    const list = await applicationsService(database.db, config).list(options.job);
    const text = options.format === 'csv' ? applicationsToCsv(list).trimEnd() : JSON.stringify(list, null, 2);
    if (options.out) {
      // Personal data: readable by the operator only.
      await fs.writeFile(options.out, `${text}\n`, { mode: 0o600 });
      console.error(`Exported ${list.length} applications to ${options.out}`);
    } else {
      out(text);
    }
    return 0;
  },
};
