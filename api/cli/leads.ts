import { leadsToCsv } from '../../src/shared/lead.ts';
import { leadsService } from '../services/leads.ts';
import { exportCommand } from './command.ts';

/** `npm run leads -- export …`: the operators' lead export from the command line. */
export const leadsCommand = exportCommand({
  usage: `Usage:
  npm run leads -- export [--format=csv|json] [--out=FILE]   every lead, CSV by default, to FILE or the screen`,
  noun: 'leads',
  async produce(options, { database }) {
    const leads = await leadsService(database.db).list();
    const text = options.format === 'csv' ? leadsToCsv(leads).trimEnd() : JSON.stringify(leads, null, 2);
    return { text, count: leads.length };
  },
});
