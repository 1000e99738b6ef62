import { ConfigError, loadConfig } from './config.ts';
import { loadDotEnv } from './env-file.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { HttpError } from './errors.ts';
import type { CliCommand } from './cli/command.ts';
import { dataCommand } from './cli/data.ts';
import { jobsCommand } from './cli/jobs.ts';
import { leadsCommand } from './cli/leads.ts';
import { mailCommand } from './cli/mail.ts';
import { applicationsCommand } from './cli/applications.ts';
import { deliveriesCommand } from './cli/deliveries.ts';

/** Every command of `tsx api/cli.ts <command> …`; add a module and a line here for a new one. */
const COMMANDS: Record<string, CliCommand> = {
  jobs: jobsCommand,
  leads: leadsCommand,
  data: dataCommand,
  mail: mailCommand,
  applications: applicationsCommand,
  deliveries: deliveriesCommand,
};

/** Runs one CLI command against the configured database; resolves to the process exit code. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(`Usage: tsx api/cli.ts <${Object.keys(COMMANDS).join('|')}> …`);
    return 2;
  }
  try {
    const config = loadConfig(env);
    const database = await openConfiguredDatabase(config);
    try {
      return await command.run(args, { config, database, out: (line) => process.stdout.write(`${line}\n`) });
    } finally {
      await database.close();
    }
  } catch (err) {
    if (err instanceof ConfigError || err instanceof HttpError) console.error(err.message);
    else console.error(err);
    return 1;
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  loadDotEnv();
  process.exitCode = await runCli(process.argv.slice(2));
}
