import fs from 'node:fs/promises';
import { leadsToCsv } from '../../src/shared/lead.ts';
import { leadsService } from '../services/leads.ts';
import type { CliCommand } from './command.ts';

const USAGE = `Usage:
  npm run leads -- export [--format=csv|json] [--out=FILE]   every lead, CSV by default, to FILE or the screen`;

/** Options of `leads export`, read from its arguments. */
export function parseExportArgs(args: readonly string[]): { format: 'csv' | 'json'; out?: string } {
  let format: 'csv' | 'json' = 'csv';
  let out: string | undefined;
  for (const arg of args) {
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg : arg.slice(0, eq);
    const value = eq < 0 ? '' : arg.slice(eq + 1);
    if (name === '--format' && (value === 'csv' || value === 'json')) format = value;
    else if (name === '--json') format = 'json';
    else if (name === '--csv') format = 'csv';
    else if (name === '--out' && value) out = value;
    else throw new Error(`Unknown option: ${arg}\n${USAGE}`);
  }
  return { format, out };
}

/** `npm run leads -- export …`: the operators' lead export from the command line. */
export const leadsCommand: CliCommand = {
  async run(args, { database, out }) {
    const [command, ...rest] = args;
    if (command !== 'export') {
      console.error(USAGE);
      return command === undefined || command === '--help' ? 0 : 2;
    }
    const options = parseExportArgs(rest);
    const leads = await leadsService(database.db).list();
    const text = options.format === 'csv' ? leadsToCsv(leads).trimEnd() : JSON.stringify(leads, null, 2);
    if (options.out) {
      // Personal data: readable by the operator only.
      await fs.writeFile(options.out, `${text}\n`, { mode: 0o600 });
      console.error(`Exported ${leads.length} leads to ${options.out}`);
    } else {
      out(text);
    }
    return 0;
  },
};
